// The buyer's side of orders: checkout settings, placing the order, its page (verified on the return from
// Paystack), "Try again", a member's orders and the links by mail.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutAnswer, CheckoutBody, Order, OrderSummary, ShopSettings } from '@shared/schemas/shop';
import { apiGet, apiPost } from '@client/lib/api/api-client';
import { CART_KEY } from '@client/lib/cart/cart-api';

const orderKey = (reference: string) => ['order', reference] as const;

export function useShopSettings() {
  return useQuery({
    queryKey: ['shop-settings'],
    queryFn: ({ signal }) => apiGet<ShopSettings>('/api/shop/settings', { signal }),
  });
}

export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutBody) => apiPost<CheckoutAnswer>('/api/checkout', body),
    // A refused order may be about the cart (a price or the stock changed): read it anew either way.
    onSettled: () => client.invalidateQueries({ queryKey: CART_KEY }),
  });
}

/** The order, asked of Paystack first on arrival (the buyer may be back from paying). */
export function useOrder(reference: string, key: string | null) {
  return useQuery({
    queryKey: orderKey(reference),
    queryFn: ({ signal }) =>
      apiPost<Order>(`/api/orders/${encodeURIComponent(reference)}/verify`, undefined, { signal, query: { key } }),
    // While awaiting a transfer or USSD payment, look again now and then.
    refetchInterval: (query) => (query.state.data?.payment === 'awaiting' ? 15_000 : false),
  });
}

export function useRetryPayment(reference: string, key: string | null) {
  return useMutation({
    mutationFn: () =>
      apiPost<CheckoutAnswer>(`/api/orders/${encodeURIComponent(reference)}/retry`, undefined, { query: { key } }),
  });
}

export function useMyOrders(enabled: boolean) {
  return useQuery({
    queryKey: ['my-orders'],
    queryFn: ({ signal }) => apiGet<OrderSummary[]>('/api/orders', { signal }),
    enabled,
  });
}

export function useOrderLinks() {
  return useMutation({
    mutationFn: (email: string) => apiPost<{ message: string }>('/api/orders/links', { email }),
  });
}
