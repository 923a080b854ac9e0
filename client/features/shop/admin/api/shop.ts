// The shop in the admin panel: orders, the actions on them, the payments needing attention, the settings.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@shared/shop';
import type { ShopSettings, ShopSettingsInput } from '@shared/schemas/shop';
import type { AdminOrder, AdminOrderPage, PaymentsAttention, ShipOrderBody } from '@shared/schemas/shop-admin';
import { apiGet, apiPost, apiPut } from '@client/lib/api/api-client';
import { adminKeys } from '@client/lib/admin-keys';

const shopKey = [...adminKeys.all, 'shop'] as const;

export function useAdminOrders(status: OrderStatus | '', q: string) {
  return useQuery({
    queryKey: [...shopKey, 'orders', status, q],
    queryFn: ({ signal }) =>
      apiGet<AdminOrderPage>('/api/admin/orders', { signal, query: { status: status || null, q: q || null } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: [...shopKey, 'order', id],
    queryFn: ({ signal }) => apiGet<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal }),
  });
}

export type OrderAction = { kind: 'ship'; body: ShipOrderBody } | { kind: 'deliver' | 'cancel' | 'refund' };

export function useOrderAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction) =>
      apiPost<AdminOrder>(
        `/api/admin/orders/${encodeURIComponent(id)}/${action.kind}`,
        'body' in action ? action.body : undefined,
      ),
    onSuccess: (order) => {
      client.setQueryData([...shopKey, 'order', id], order);
      void client.invalidateQueries({ queryKey: [...shopKey, 'orders'] });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}

export function usePaymentsAttention() {
  return useQuery({
    queryKey: [...shopKey, 'attention'],
    queryFn: ({ signal }) => apiGet<PaymentsAttention>('/api/admin/payments/attention', { signal }),
  });
}

export function useResolveIssue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<null>(`/api/admin/payments/attention/${encodeURIComponent(id)}/resolve`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...shopKey, 'attention'] }),
  });
}

export function useAdminShopSettings() {
  return useQuery({
    queryKey: [...shopKey, 'settings'],
    queryFn: ({ signal }) => apiGet<ShopSettings>('/api/admin/shop/settings', { signal }),
  });
}

export function useSaveShopSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopSettingsInput) => apiPut<ShopSettings>('/api/admin/shop/settings', input),
    onSuccess: (settings) => client.setQueryData([...shopKey, 'settings'], settings),
  });
}
