// The buyer's order still waiting for payment, if any: the cart and checkout lead back to it.
import { useQuery } from '@tanstack/react-query';
import type { AwaitingPayment } from '@shared/schemas/shop';
import { apiGet } from '@client/lib/api/api-client';

export function useAwaitingPayment() {
  return useQuery({
    queryKey: ['orders', 'awaiting-payment'],
    queryFn: ({ signal }) => apiGet<AwaitingPayment>('/api/orders/awaiting-payment', { signal }),
  });
}
