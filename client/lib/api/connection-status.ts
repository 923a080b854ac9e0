// A tiny store of whether the API is reachable. The API client writes it (any HTTP answer means
// online, a failed connection or a timeout means offline, and so does an answer the service worker read
// from its offline copies); the banner and TanStack Query read it.
import { useSyncExternalStore } from 'react';

type Listener = () => void;

let online = true;
/** When the newest offline copy shown since the connection dropped came from the server. */
let savedAt: Date | null = null;
const listeners = new Set<Listener>();

export function isOnline(): boolean {
  return online;
}

export function shownCopySavedAt(): Date | null {
  return savedAt;
}

export function subscribeToConnection(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}

function setOnline(next: boolean): void {
  if (next === online) return;
  online = next;
  if (online) savedAt = null;
  notify();
}

export function reportOnline(): void {
  setOnline(true);
}

/** An answer came from the offline copies: the server is unreachable, and the screen shows what it said then. */
export function reportOfflineCopy(copySavedAt: Date): void {
  const newer = !savedAt || copySavedAt > savedAt;
  if (newer) savedAt = copySavedAt;
  if (online) setOnline(false);
  else if (newer) notify();
}

export function reportOffline(): void {
  setOnline(false);
}

/** Re-renders when the connection state changes. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribeToConnection, isOnline, () => true);
}

/** While offline, when the copy on screen was saved (null when none is shown). */
export function useShownCopySavedAt(): Date | null {
  return useSyncExternalStore(subscribeToConnection, shownCopySavedAt, () => null);
}
