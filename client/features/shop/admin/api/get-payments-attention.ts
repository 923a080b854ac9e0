// The payments needing the admin's attention (a paid order refused, a refund that failed).
import { useQuery } from '@tanstack/react-query';
import type { PaymentsAttention } from '@shared/schemas/shop-admin';
import { adminKeys } from '@client/lib/admin-keys';
import { apiGet } from '@client/lib/api/api-client';

export const paymentsAttentionKey = () => [...adminKeys.shop(), 'attention'] as const;

export function usePaymentsAttention() {
  return useQuery({
    queryKey: paymentsAttentionKey(),
    queryFn: ({ signal }) => apiGet<PaymentsAttention>('/api/admin/payments/attention', { signal }),
  });
}
