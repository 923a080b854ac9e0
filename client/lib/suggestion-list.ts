// What a text box and its lazily loaded suggestion list share (an ARIA 1.2 combobox): the list answers
// the box's keys while it is open, and tells the box whether it shows and which option is active.
import { useEffect, type KeyboardEvent, type MutableRefObject } from 'react';

/** A key of the box, offered to the open list first; true when the list used it. */
export type ListKeys<Box extends HTMLElement> = (event: KeyboardEvent<Box>) => boolean;

/** What the box says to assistive technology: whether the list shows, and its active option. */
export interface ListState {
  open: boolean;
  activeId: string | undefined;
}
export const CLOSED_LIST: ListState = { open: false, activeId: undefined };

/** The props every suggestion list takes from its box. */
export interface SuggestionListProps<Box extends HTMLElement> {
  listId: string;
  keysRef: MutableRefObject<ListKeys<Box> | null>;
  onState: (state: ListState) => void;
  onDismiss: () => void;
}

/** The list's side of the bargain: its state reported to the box, and its keys answered while it is open. */
export function useSuggestionList<Box extends HTMLElement>(
  { keysRef, onState }: Pick<SuggestionListProps<Box>, 'keysRef' | 'onState'>,
  { open, activeId }: ListState,
  onKey: ListKeys<Box>,
): void {
  useEffect(() => onState({ open, activeId }), [open, activeId, onState]);
  useEffect(() => () => onState(CLOSED_LIST), [onState]);
  useEffect(() => {
    keysRef.current = (event) => open && onKey(event);
    return () => {
      keysRef.current = null;
    };
  }, [keysRef, open, onKey]);
}

/** The option an arrow key moves to, round the list; from none (-1), up goes to the last. */
export function stepActive(key: 'ArrowDown' | 'ArrowUp', current: number, count: number): number {
  const step = key === 'ArrowDown' ? 1 : -1;
  const from = current < 0 && step < 0 ? 0 : current;
  return (from + step + count) % count;
}
