// One order as the admin sees it: its lines, buyer, payment, tickets and history.
import { useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@shared/schemas/shop-admin';
import { adminKeys } from '@client/lib/admin-keys';
import { apiGet } from '@client/lib/api/api-client';

export const adminOrderKey = (id: string) => [...adminKeys.shop(), 'order', id] as const;

export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: adminOrderKey(id),
    queryFn: ({ signal }) => apiGet<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal }),
  });
}
