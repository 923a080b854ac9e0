import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A panel that a button opens (the phone menu, the phone's search). It remembers the path it was opened on,
 * so any navigation closes it without an effect; Escape and `close` close it too and give focus back to
 * the button; `dismiss` closes it and leaves focus where a navigation will put it.
 */
export function usePanelToggle() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpenOn(null);
    toggleRef.current?.focus();
  }, []);
  const dismiss = useCallback(() => setOpenOn(null), []);

  useEffect(() => {
    if (!open) return;
    // A key something inside the panel already used (a suggestion list's Escape) is not the panel's.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return { open, toggleRef, close, dismiss, toggle: () => (open ? close() : setOpenOn(pathname)) };
}
