// A member's notifications: the list in cursor pages, marking one or all read, and those the screen showed.
// Every change refreshes the bell's count and the list (both under NOTIFICATIONS_KEY), but for the shown
// ones: they keep looking unread on the screen that showed them, so the member still sees which were new.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPage, ShownNotifications } from '@shared/schemas/notifications';
import { apiGet, apiPost } from '@client/lib/api/api-client';
import { useCursorPages } from '@client/lib/cursor-pages';
import { NOTIFICATIONS_KEY, UNREAD_KEY } from '@client/lib/notifications/unread';

export function useNotifications() {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a query key
  return useCursorPages([...NOTIFICATIONS_KEY, 'list'], (cursor, signal) =>
    apiGet<NotificationPage>('/api/notifications', { signal, query: cursor ? { cursor } : {} }),
  );
}

function useNotificationsChange<V>(send: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

export const useMarkRead = () =>
  useNotificationsChange((id: string) => apiPost<null>(`/api/notifications/${encodeURIComponent(id)}/read`));
export const useMarkAllRead = () => useNotificationsChange(() => apiPost<null>('/api/notifications/read'));

/** Marks read the notifications the screen showed; only the bell's count is asked for again. */
export function useMarkShownRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiPost<null>('/api/notifications/seen', { ids } satisfies ShownNotifications),
    onSettled: () => client.invalidateQueries({ queryKey: UNREAD_KEY }),
  });
}
