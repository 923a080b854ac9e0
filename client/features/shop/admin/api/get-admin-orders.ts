// The orders in the admin panel, by state, searched by reference, name or e-mail.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderState } from '@shared/shop';
import type { AdminOrderPage } from '@shared/schemas/shop-admin';
import { adminKeys } from '@client/lib/admin-keys';
import { apiGet } from '@client/lib/api/api-client';

export function useAdminOrders(status: OrderState | '', q: string) {
  return useQuery({
    queryKey: [...adminKeys.shop(), 'orders', status, q],
    queryFn: ({ signal }) =>
      apiGet<AdminOrderPage>('/api/admin/orders', { signal, query: { status: status || null, q: q || null } }),
    placeholderData: keepPreviousData,
  });
}
