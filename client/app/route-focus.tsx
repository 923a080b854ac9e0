// After every navigation inside the app (never on the first load, which the browser announces itself),
// focus moves to the new screen's heading and its title is read out by a polite live region, as a page
// load would be. The work is in screen-arrival.ts, fetched with the first navigation: nothing of it is
// in the first load.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function RouteFocus() {
  const { pathname } = useLocation();
  const announcer = useRef<HTMLParagraphElement>(null);
  const arrived = useRef<string | null>(null);

  // Runs once the new screen has committed: the router changes screens in a transition, so its code is in.
  // A new query alone (a filter, an open form) is the same screen: focus stays where the reader left it.
  useEffect(() => {
    const first = arrived.current === null;
    arrived.current = pathname;
    if (first) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./screen-arrival').then(({ arriveAtScreen }) => {
      if (live && announcer.current) stop = arriveAtScreen(announcer.current);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [pathname]);

  return <p ref={announcer} aria-live="polite" aria-atomic="true" className="sr-only" />;
}
