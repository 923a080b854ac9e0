// Marks a payment that needed attention as dealt with.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@client/lib/api/api-client';
import { paymentsAttentionKey } from './get-payments-attention';

export function useResolveIssue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<null>(`/api/admin/payments/attention/${encodeURIComponent(id)}/resolve`),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentsAttentionKey() }),
  });
}
