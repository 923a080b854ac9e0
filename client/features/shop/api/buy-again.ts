// "Buy again": an order that ended unpaid puts its lines back in the cart.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyAgainAnswer } from '@shared/schemas/shop';
import { apiPost } from '@client/lib/api/api-client';
import { CART_KEY } from '@client/lib/cart/cart-api';

export function useBuyAgain(reference: string, key: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiPost<BuyAgainAnswer>(`/api/orders/${encodeURIComponent(reference)}/buy-again`, undefined, { query: { key } }),
    onSettled: () => client.invalidateQueries({ queryKey: CART_KEY }),
  });
}
