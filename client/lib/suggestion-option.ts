// An option of a suggestion list (suggestion-list.ts), in a module of its own: only the lists, which load
// when someone types, import it, so it stays out of the first load that the boxes are part of.

/** What every option of a suggestion list carries: its id (the box's active descendant), its state, and its pick. */
export function suggestionOption(id: string, active: boolean, pick: () => void) {
  return {
    id,
    role: 'option' as const,
    'aria-selected': active,
    // Picking with the pointer must not blur the box first (which closes the list).
    onMouseDown: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      pick();
    },
  };
}
