// The pages behind the footer in the admin panel, and the Markdown preview both editors show.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SitePageSlug } from '@shared/site-pages';
import type { AdminSitePage, MarkdownPreview, SitePageBody } from '@shared/schemas/site-pages';
import { apiGet, apiPost, apiPut } from '@client/lib/api/api-client';
import { adminKeys } from '@client/lib/admin-keys';

export function useAdminSitePage(slug: SitePageSlug) {
  return useQuery({
    queryKey: adminKeys.sitePage(slug),
    queryFn: ({ signal }) => apiGet<AdminSitePage>(`/api/admin/pages/${slug}`, { signal }),
  });
}

export function useSaveSitePage(slug: SitePageSlug) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SitePageBody) => apiPut<AdminSitePage>(`/api/admin/pages/${slug}`, body),
    onSuccess: (page) => {
      client.setQueryData(adminKeys.sitePage(slug), page);
      // The public page is read afresh next time it opens.
      void client.invalidateQueries({ queryKey: ['site-pages', slug] });
    },
  });
}

/** The Markdown as visitors and readers will see it, made by the server's own renderer. */
export function useMarkdownPreview(markdown: string) {
  return useQuery({
    queryKey: [...adminKeys.all, 'markdown-preview', markdown],
    queryFn: ({ signal }) => apiPost<MarkdownPreview>('/api/admin/markdown/preview', { markdown }, { signal }),
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });
}
