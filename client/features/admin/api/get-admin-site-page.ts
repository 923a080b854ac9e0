// A page behind the footer as the admin edits it: its Markdown, and whether it is Griot's default text.
import { useQuery } from '@tanstack/react-query';
import type { SitePageSlug } from '@shared/site-pages';
import type { AdminSitePage } from '@shared/schemas/site-pages';
import { adminKeys } from '@client/lib/admin-keys';
import { apiGet } from '@client/lib/api/api-client';

export function useAdminSitePage(slug: SitePageSlug) {
  return useQuery({
    queryKey: adminKeys.sitePage(slug),
    queryFn: ({ signal }) => apiGet<AdminSitePage>(`/api/admin/pages/${slug}`, { signal }),
  });
}
