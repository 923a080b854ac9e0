// Checkout: places the order (and starts its payment when it has one to make).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutAnswer, CheckoutBody } from '@shared/schemas/shop';
import { apiPost } from '@client/lib/api/api-client';
import { CART_KEY } from '@client/lib/cart/cart-api';

export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutBody) => apiPost<CheckoutAnswer>('/api/checkout', body),
    // A refused order may be about the cart (a price or the stock changed): read it anew either way.
    onSettled: () => client.invalidateQueries({ queryKey: CART_KEY }),
  });
}
