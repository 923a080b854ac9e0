import { useEffect, useRef } from 'react';

/**
 * Gives focus back to the control that opened an inline editor once it closes (saved or cancelled): the
 * editor replaced that control, so without this focus would fall to the page's start.
 */
export function useReturnFocus<T extends HTMLElement>(open: boolean) {
  const ref = useRef<T>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) ref.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return ref;
}
