// Sends an issue to every confirmed subscriber, once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsletterIssue } from '@shared/schemas/newsletter';
import { adminKeys } from '@client/lib/admin-keys';
import { apiPost } from '@client/lib/api/api-client';

export function useSendIssue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<NewsletterIssue>(`/api/admin/newsletter/issues/${encodeURIComponent(id)}/send`),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.newsletterIssues() }),
  });
}
