// A member's orders, newest first.
import { useQuery } from '@tanstack/react-query';
import type { OrderSummary } from '@shared/schemas/shop';
import { apiGet } from '@client/lib/api/api-client';

export function useMyOrders(enabled: boolean) {
  return useQuery({
    queryKey: ['my-orders'],
    queryFn: ({ signal }) => apiGet<OrderSummary[]>('/api/orders', { signal }),
    enabled,
  });
}
