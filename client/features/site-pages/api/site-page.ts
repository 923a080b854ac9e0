// A page behind the footer (GET /api/pages/{slug}), and the contact form's message (POST /api/contact).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SitePageSlug } from '@shared/site-pages';
import type { ContactBody, SitePage } from '@shared/schemas/site-pages';
import { apiGet, apiPost } from '@client/lib/api/api-client';

export const sitePageQuery = (slug: SitePageSlug) =>
  queryOptions({
    queryKey: ['site-pages', slug] as const,
    queryFn: ({ signal }) => apiGet<SitePage>(`/api/pages/${slug}`, { signal }),
  });

export function useSitePage(slug: SitePageSlug) {
  return useQuery(sitePageQuery(slug));
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBody) => apiPost<{ message: string }>('/api/contact', body),
    networkMode: 'always',
  });
}
