// The bell's count of unread notifications, asked for every minute while a member is signed in (and when
// the tab comes back into view): one cheap query on an index of the unread ones (docs/architecture.md).
import { plural, t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@shared/schemas/notifications';
import { apiGet } from '@client/lib/api/api-client';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a query key
export const NOTIFICATIONS_KEY = ['notifications'] as const;
// eslint-disable-next-line lingui/no-unlocalized-strings -- a query key
export const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;
const EVERY_MINUTE = 60_000;

export function useUnreadCount(signedIn: boolean) {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => apiGet<UnreadCount>('/api/notifications/unread', { signal }),
    enabled: signedIn,
    refetchInterval: EVERY_MINUTE,
    staleTime: EVERY_MINUTE / 2,
  });
}

export const notificationsLabel = (unread: number) =>
  unread === 0
    ? t({ id: 'ui.notifications.label', message: 'Notifications' })
    : t({
        id: 'ui.notifications.label-unread',
        message: plural(unread, { one: 'Notifications, # unread', other: 'Notifications, # unread' }),
      });
