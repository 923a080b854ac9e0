// The Quote buttons' way to the reply box below them: a post's and its replies' buttons ask, the thread's one
// reply editor listens. One thread is on screen at a time, so one channel serves the page.
import { useEffect } from 'react';

type Listener = (quote: string) => void;
const listeners = new Set<Listener>();

/** Puts a quote in the thread's reply box (which takes focus). */
export function requestQuote(quote: string): void {
  for (const listener of listeners) listener(quote);
}

/** The reply box's side: `onQuote` receives each quote asked for while it is mounted (null: none). */
export function useQuoteRequests(onQuote: Listener | null): void {
  useEffect(() => {
    if (!onQuote) return;
    listeners.add(onQuote);
    return () => {
      listeners.delete(onQuote);
    };
  }, [onQuote]);
}
