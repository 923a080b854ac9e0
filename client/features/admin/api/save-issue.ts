// Saves a newsletter draft: a new one (no id) or the one being edited.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsletterIssue, NewsletterIssueBody } from '@shared/schemas/newsletter';
import { adminKeys } from '@client/lib/admin-keys';
import { apiPost, apiPut } from '@client/lib/api/api-client';

export function useSaveIssue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: NewsletterIssueBody }) =>
      id
        ? apiPut<NewsletterIssue>(`/api/admin/newsletter/issues/${encodeURIComponent(id)}`, body)
        : apiPost<NewsletterIssue>('/api/admin/newsletter/issues', body),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.newsletterIssues() }),
  });
}
