// TanStack Query set up for this API: retry only what a retry can fix, and follow the API client's
// own idea of connectivity, so queries pause while offline and refetch when the server answers again.
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@client/lib/api/api-errors';
import { isOnline, subscribeToConnection } from '@client/lib/api/connection-status';

/**
 * A 5xx may be a blip: one retry. A 4xx will not change, and a network failure has already switched
 * the app offline; the reconnect refetch covers it, so the red message is not held back for seconds.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.isServerError && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Offline, a query still asks once: the service worker may hold a copy of the answer (docs/architecture.md,
      // "Offline reading"); only its retries wait for the connection.
      queries: { staleTime: 60_000, retry: shouldRetry, networkMode: 'offlineFirst' },
      // A write is sent now or fails now, with the screen's message: never held back and sent later unseen.
      mutations: { networkMode: 'always' },
    },
  });
}

/** Replaces the browser-event detection of TanStack Query with the API client's connection state. */
export function linkQueriesToConnection(): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline());
    return subscribeToConnection(() => setOnline(isOnline()));
  });
}
