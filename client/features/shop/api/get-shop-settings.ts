// What checkout needs of the shop: the delivery fees and the pickup point.
import { useQuery } from '@tanstack/react-query';
import type { ShopSettings } from '@shared/schemas/shop';
import { apiGet } from '@client/lib/api/api-client';

export function useShopSettings() {
  return useQuery({
    queryKey: ['shop-settings'],
    queryFn: ({ signal }) => apiGet<ShopSettings>('/api/shop/settings', { signal }),
  });
}
