// The newsletter's subscribers by status, page by page.
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { SubscriberStatus } from '@shared/newsletter';
import type { SubscriberPage } from '@shared/schemas/newsletter';
import { adminKeys } from '@client/lib/admin-keys';
import { apiGet } from '@client/lib/api/api-client';
import { useCursorPages } from '@client/lib/cursor-pages';

export function useSubscribers(status: SubscriberStatus | '') {
  return useCursorPages([...adminKeys.newsletter(), 'subscribers', status], (cursor, signal) =>
    apiGet<SubscriberPage>('/api/admin/newsletter/subscribers', {
      signal,
      query: { status: status || null, limit: ADMIN_PAGE_SIZE, cursor },
    }),
  );
}
