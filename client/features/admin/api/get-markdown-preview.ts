// The Markdown as visitors and readers will see it, made by the server's own renderer: the preview both
// editors (the footer's pages, the newsletter) show.
import { useQuery } from '@tanstack/react-query';
import type { MarkdownPreview } from '@shared/schemas/site-pages';
import { adminKeys } from '@client/lib/admin-keys';
import { apiPost } from '@client/lib/api/api-client';

export function useMarkdownPreview(markdown: string) {
  return useQuery({
    queryKey: [...adminKeys.all, 'markdown-preview', markdown],
    queryFn: ({ signal }) => apiPost<MarkdownPreview>('/api/admin/markdown/preview', { markdown }, { signal }),
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });
}
