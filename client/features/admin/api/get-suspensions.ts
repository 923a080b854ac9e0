// The members suspended now, the latest first, page by page.
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { SuspensionPage } from '@shared/schemas/reports';
import { adminKeys } from '@client/lib/admin-keys';
import { apiGet } from '@client/lib/api/api-client';
import { useCursorPages } from '@client/lib/cursor-pages';

export function useSuspensions() {
  return useCursorPages([...adminKeys.reports(), 'suspended'], (cursor, signal) =>
    apiGet<SuspensionPage>('/api/admin/suspensions', { signal, query: { limit: ADMIN_PAGE_SIZE, cursor } }),
  );
}
