// Saves the shop's settings.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings, ShopSettingsInput } from '@shared/schemas/shop';
import { apiPut } from '@client/lib/api/api-client';
import { shopSettingsKey } from './get-shop-settings';

export function useSaveShopSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopSettingsInput) => apiPut<ShopSettings>('/api/admin/shop/settings', input),
    onSuccess: (settings) => client.setQueryData(shopSettingsKey(), settings),
  });
}
