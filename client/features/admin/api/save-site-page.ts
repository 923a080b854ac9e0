// Saves a page behind the footer; visitors read it afresh the next time it opens.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SitePageSlug } from '@shared/site-pages';
import type { AdminSitePage, SitePageBody } from '@shared/schemas/site-pages';
import { adminKeys } from '@client/lib/admin-keys';
import { apiPut } from '@client/lib/api/api-client';

export function useSaveSitePage(slug: SitePageSlug) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SitePageBody) => apiPut<AdminSitePage>(`/api/admin/pages/${slug}`, body),
    onSuccess: (page) => {
      client.setQueryData(adminKeys.sitePage(slug), page);
      void client.invalidateQueries({ queryKey: ['site-pages', slug] });
    },
  });
}
