import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DashboardData } from '@shared/schemas/admin';
import { orders, productVariants } from '@server/db/schema';
import { signInAdmin } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildProduct } from '@server/test/factories/catalog';
import { buildOrder } from '@server/test/factories/shop';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDrivers())('the dashboard’s shop on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('counts the money kept today and in 7 days, the paid orders, and the variants running out', async () => {
    const db = ctx.database.db;
    const product = await buildProduct(db, { name: 'Lagos Nights', priceKobo: 1_000_000, stock: 2 });
    const [variant] = await db.select().from(productVariants).where(eq(productVariants.productId, product.id));
    const paidAt = async (status: 'paid' | 'shipped' | 'refunded' | 'pending', daysAgo: number) => {
      const order = await buildOrder(db, { variantId: variant!.id, status });
      await db
        .update(orders)
        .set({ paidAt: new Date(Date.now() - daysAgo * DAY_MS) })
        .where(eq(orders.id, order.id));
    };
    await paidAt('paid', 0);
    await paidAt('shipped', 3);
    await paidAt('paid', 10);
    await paidAt('refunded', 0);
    await paidAt('pending', 0);

    const send = await signInAdmin(ctx);
    const { shop } = (await send('GET', '/api/admin/dashboard')).json<DashboardData>();

    expect(shop).toEqual({
      paymentsEnabled: false,
      revenueTodayKobo: 1_000_000,
      revenue7DaysKobo: 2_000_000,
      paidOrders: 3,
      lowStock: [{ productName: 'Lagos Nights', variantName: null, stock: 2 }],
    });
  });
});
