import { useEffect, useState } from 'react';

/** How long a search box waits after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value once it has stopped changing for `delayMs` (a search box asks the server once per pause). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
