// An order's state has one name for its buyer and for the admin: a declined card is "Payment failed" on
// both sides, the admin's filter finds it, and the history speaks naira.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CheckoutAnswer, Order, OrderSummary } from '@shared/schemas/shop';
import type { AdminOrder, AdminOrderPage } from '@shared/schemas/shop-admin';
import { orders, productVariants, users } from '@server/db/schema';
import { buildProduct } from '@server/test/factories/catalog';
import { testDrivers } from '@server/test/database';
import { Browser, useShop, type ShopTest } from '@server/test/shop';

/** A buyer of one record (₦15,000 and ₦2,500 delivery) who is now on Paystack's page. */
async function pendingOrder(shop: ShopTest, browser = new Browser(shop.ctx)) {
  const db = shop.ctx.database.db;
  const product = await buildProduct(db, { name: 'Lagos Nights', priceKobo: 1_500_000, stock: 5 });
  const [variant] = await db.select().from(productVariants).where(eq(productVariants.productId, product.id));
  await browser.add(variant!.id);
  const answer = (await browser.checkout()).json<CheckoutAnswer>();
  return { browser, reference: answer.reference, attempt: `${answer.reference}-1` };
}

describe.each(testDrivers())('order states on %s', (driver) => {
  const shop = useShop(driver);
  const { ctx, paystack } = shop;
  const db = () => ctx.database.db;

  it('names a declined card "Payment failed" for buyer and admin alike; the filter finds it; history in naira', async () => {
    const admin = new Browser(ctx);
    const adminId = await admin.join('admin@example.com');
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
    const member = new Browser(ctx);
    await member.join('kemi@example.com');
    const declined = await pendingOrder(shop, member);
    const waiting = await pendingOrder(shop);
    const walkedAway = await pendingOrder(shop);
    paystack.settle(declined.attempt, 'failed');
    paystack.settle(walkedAway.attempt, 'abandoned');

    const buyerSees = async (order: { browser: Browser; reference: string }) =>
      (await order.browser.request('POST', `/api/orders/${order.reference}/verify`)).json<Order>().orderState;
    expect(await buyerSees(declined)).toBe('payment_failed');
    // Back from the payment page without paying: still awaiting payment, "Pay now".
    expect(await buyerSees(walkedAway)).toBe('pending');
    expect(await buyerSees(waiting)).toBe('pending');
    expect((await member.request('GET', '/api/orders')).json<OrderSummary[]>().map((o) => o.orderState)).toEqual([
      'payment_failed',
    ]);

    const listed = async (status: string) =>
      (await admin.request('GET', `/api/admin/orders?status=${status}`))
        .json<AdminOrderPage>()
        .items.map((order) => [order.reference, order.orderState]);
    expect(await listed('payment_failed')).toEqual([[declined.reference, 'payment_failed']]);
    expect(await listed('pending')).toEqual([
      [walkedAway.reference, 'pending'],
      [waiting.reference, 'pending'],
    ]);

    const [row] = await db().select().from(orders).where(eq(orders.reference, declined.reference));
    const detail = (await admin.request('GET', `/api/admin/orders/${row!.id}`)).json<AdminOrder>();
    expect(detail.orderState).toBe('payment_failed');
    expect(detail.history.map((entry) => entry.note)).toContain('1 line(s), total ₦17,500');
  });
});
