// What a person typed into a form, kept for this tab (sessionStorage) under a key naming the page and the
// form: a visitor sent to sign in, a reload or a Back finds it again; it is dropped once sent. Nothing is
// kept when storage is off or full: the form then works as it did.
import { useCallback, useEffect, useState } from 'react';

const PREFIX = 'griot-draft:';

function read<T>(key: string): T | undefined {
  try {
    const stored = sessionStorage.getItem(PREFIX + key);
    return stored === null ? undefined : (JSON.parse(stored) as T);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown, empty: boolean): void {
  try {
    if (empty) sessionStorage.removeItem(PREFIX + key);
    else sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage off or full: the draft lives as long as the form does.
  }
}

/**
 * Like useState, with the value kept under `key` (null: not kept) while it differs from `initial`.
 * `isEmpty` says when there is nothing worth keeping. Returns the value, its setter and `drop`, which
 * forgets it (after sending).
 */
export function useKeptDraft<T>(
  key: string | null,
  initial: T,
  isEmpty: (value: T) => boolean,
): [T, (next: T | ((current: T) => T)) => void, () => void] {
  const [value, setValue] = useState<T>(() => (key === null ? undefined : read<T>(key)) ?? initial);
  useEffect(() => {
    if (key !== null) write(key, value, isEmpty(value));
  }, [key, value, isEmpty]);
  const drop = useCallback(() => {
    if (key !== null) write(key, null, true);
    setValue(initial);
  }, [key, initial]);
  return [value, setValue, drop];
}
