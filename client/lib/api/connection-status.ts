// A tiny store of whether the API is reachable. The API client writes it (any HTTP answer means
// online, a failed connection or a timeout means offline); the banner and TanStack Query read it.
import { useSyncExternalStore } from 'react';

type Listener = () => void;

let online = true;
const listeners = new Set<Listener>();

export function isOnline(): boolean {
  return online;
}

export function subscribeToConnection(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function setOnline(next: boolean): void {
  if (next === online) return;
  online = next;
  for (const listener of listeners) listener();
}

export function reportOnline(): void {
  setOnline(true);
}

export function reportOffline(): void {
  setOnline(false);
}

/** Re-renders when the connection state changes. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribeToConnection, isOnline, () => true);
}
