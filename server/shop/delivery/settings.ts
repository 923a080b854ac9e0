// The admin's delivery settings (one row, made by the migration): a default fee, fees per state, and
// whether buyers may collect from a pickup point instead.
import { eq } from 'drizzle-orm';
import type { ShopSettingsInput } from '@shared/schemas/shop';
import type { Db } from '@server/db/database';
import { shopSettings } from '@server/db/schema';
import { preparedOnce } from '@server/db/prepared-once';

export type DeliverySettings = Omit<typeof shopSettings.$inferSelect, 'id' | 'updatedAt'>;

const DEFAULTS: DeliverySettings = {
  deliveryFeeKobo: 250_000,
  stateFeesKobo: {},
  pickupEnabled: false,
  pickupPoint: '',
};

// Read by every cart answer: prepared once.
const settingsRow = preparedOnce((db) =>
  db.select().from(shopSettings).where(eq(shopSettings.id, true)).prepare('shop_settings'),
);

export async function readDeliverySettings(db: Db): Promise<DeliverySettings> {
  const [row] = await settingsRow(db).execute();
  if (!row) return DEFAULTS;
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  return settings;
}

export async function saveDeliverySettings(db: Db, input: ShopSettingsInput): Promise<DeliverySettings> {
  const values = { ...input, pickupPoint: input.pickupPoint.trim(), updatedAt: new Date() };
  await db
    .insert(shopSettings)
    .values({ id: true, ...values })
    .onConflictDoUpdate({ target: shopSettings.id, set: values });
  return readDeliverySettings(db);
}
