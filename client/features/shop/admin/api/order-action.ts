// Ship, deliver, cancel or refund an order: the order, the list and the dashboard's money follow.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, ShipOrderBody } from '@shared/schemas/shop-admin';
import { adminKeys } from '@client/lib/admin-keys';
import { apiPost } from '@client/lib/api/api-client';
import { adminOrderKey } from './get-admin-order';

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
      client.setQueryData(adminOrderKey(id), order);
      void client.invalidateQueries({ queryKey: [...adminKeys.shop(), 'orders'] });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
