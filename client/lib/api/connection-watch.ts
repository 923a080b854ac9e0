// While the API is unreachable, ask /api/health every few seconds so the app recovers by itself;
// the browser's own online/offline events make the answer come sooner.
import { apiGet } from './api-client';
import { isOnline, reportOffline, subscribeToConnection } from './connection-status';

export const HEALTH_POLL_MS = 3_000;

/** Starts watching; returns the function that stops it. */
export function watchConnection(intervalMs: number = HEALTH_POLL_MS): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let probing = false;

  const probe = async () => {
    if (probing) return;
    probing = true;
    try {
      await apiGet('/api/health');
    } catch {
      // Still unreachable (apiGet has already reported it); the next tick tries again.
    } finally {
      probing = false;
    }
  };

  const sync = () => {
    if (isOnline()) {
      clearInterval(timer);
      timer = undefined;
    } else if (timer === undefined) {
      timer = setInterval(() => void probe(), intervalMs);
    }
  };

  const onBrowserOnline = () => void probe();
  const unsubscribe = subscribeToConnection(sync);
  window.addEventListener('online', onBrowserOnline);
  window.addEventListener('offline', reportOffline);
  sync();

  return () => {
    unsubscribe();
    window.removeEventListener('online', onBrowserOnline);
    window.removeEventListener('offline', reportOffline);
    clearInterval(timer);
  };
}
