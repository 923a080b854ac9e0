// The shop's settings as the admin edits them: the delivery fees (a default and per state) and the pickup point.
import { useQuery } from '@tanstack/react-query';
import type { ShopSettings } from '@shared/schemas/shop';
import { adminKeys } from '@client/lib/admin-keys';
import { apiGet } from '@client/lib/api/api-client';

export const shopSettingsKey = () => [...adminKeys.shop(), 'settings'] as const;

export function useAdminShopSettings() {
  return useQuery({
    queryKey: shopSettingsKey(),
    queryFn: ({ signal }) => apiGet<ShopSettings>('/api/admin/shop/settings', { signal }),
  });
}
