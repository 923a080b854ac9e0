// The cart, shared by every screen: the header's count, the catalogue's Add to Cart and the cart page.
// The server keeps it (a visitor's behind their cart cookie), so every answer is the whole cart as the
// server now prices it, and the query cache takes it as it is.
import { plural, t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shared/schemas/shop';
import { apiDelete, apiGet, apiPost, apiPut } from '@client/lib/api/api-client';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a query key
export const CART_KEY = ['cart'] as const;

export const fetchCart = (signal?: AbortSignal) => apiGet<Cart>('/api/cart', { signal });

export function useCart() {
  return useQuery({ queryKey: CART_KEY, queryFn: ({ signal }) => fetchCart(signal), staleTime: 30_000 });
}

/** Every cart change answers with the cart: it replaces the cached one. */
export function useCartChange<V>(send: (variables: V) => Promise<Cart>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (cart) => client.setQueryData(CART_KEY, cart),
  });
}

export const useAddToCart = () =>
  useCartChange(({ variantId, quantity = 1 }: { variantId: string; quantity?: number }) =>
    apiPost<Cart>('/api/cart/lines', { variantId, quantity }),
  );

export const useSetQuantity = () =>
  useCartChange(({ variantId, quantity }: { variantId: string; quantity: number }) =>
    apiPut<Cart>(`/api/cart/lines/${encodeURIComponent(variantId)}`, { quantity }),
  );

export const useRemoveLine = () =>
  useCartChange(({ variantId }: { variantId: string }) =>
    apiDelete<Cart>(`/api/cart/lines/${encodeURIComponent(variantId)}`),
  );

/** "Cart, 2 items": what the header's link says to a screen reader. */
export const cartLabel = (count: number) =>
  t({ id: 'ui.cart.link-label', message: plural(count, { one: 'Cart, # item', other: 'Cart, # items' }) });
