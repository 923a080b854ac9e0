// The newsletter's issues in the admin panel, newest first, page by page.
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { NewsletterIssuePage } from '@shared/schemas/newsletter';
import { adminKeys } from '@client/lib/admin-keys';
import { apiGet } from '@client/lib/api/api-client';
import { useCursorPages } from '@client/lib/cursor-pages';

export function useNewsletterIssues() {
  return useCursorPages(adminKeys.newsletterIssues(), (cursor, signal) =>
    apiGet<NewsletterIssuePage>('/api/admin/newsletter/issues', { signal, query: { limit: ADMIN_PAGE_SIZE, cursor } }),
  );
}
