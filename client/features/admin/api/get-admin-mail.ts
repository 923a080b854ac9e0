// The outbox in the admin panel: the stored messages by status, newest first, page by page.
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { MailStatus } from '@shared/mail';
import type { AdminMailPage } from '@shared/schemas/admin-mail';
import { adminKeys } from '@client/lib/admin-keys';
import { apiGet } from '@client/lib/api/api-client';
import { useCursorPages } from '@client/lib/cursor-pages';

/** Every page also counts the unsent messages. */
export function useAdminMail(status: MailStatus | '') {
  return useCursorPages([...adminKeys.mail(), 'list', status], (cursor, signal) =>
    apiGet<AdminMailPage>('/api/admin/mail', {
      signal,
      query: { status: status || null, limit: ADMIN_PAGE_SIZE, cursor },
    }),
  );
}
