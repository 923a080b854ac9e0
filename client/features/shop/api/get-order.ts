// An order's page: the order, asked of Paystack first on arrival (the buyer may be back from paying).
import { useQuery } from '@tanstack/react-query';
import type { Order } from '@shared/schemas/shop';
import { apiPost } from '@client/lib/api/api-client';

export function useOrder(reference: string, key: string | null) {
  return useQuery({
    queryKey: ['order', reference],
    queryFn: ({ signal }) =>
      apiPost<Order>(`/api/orders/${encodeURIComponent(reference)}/verify`, undefined, { signal, query: { key } }),
    // While awaiting a transfer or USSD payment, look again now and then.
    refetchInterval: (query) => (query.state.data?.payment === 'awaiting' ? 15_000 : false),
  });
}
