// The queue of reports in the admin panel: the open reports, oldest first, page by page.
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { AdminReportPage } from '@shared/schemas/reports';
import { adminKeys } from '@client/lib/admin-keys';
import { apiGet } from '@client/lib/api/api-client';
import { useCursorPages } from '@client/lib/cursor-pages';

/** Every page also counts the open reports. */
export function useAdminReports() {
  return useCursorPages([...adminKeys.reports(), 'open'], (cursor, signal) =>
    apiGet<AdminReportPage>('/api/admin/reports', { signal, query: { limit: ADMIN_PAGE_SIZE, cursor } }),
  );
}
