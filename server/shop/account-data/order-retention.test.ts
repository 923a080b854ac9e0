import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FORMER_MEMBER } from '@shared/schemas/community-limits';
import type { OrderStatus } from '@shared/shop';
import { orders, productVariants, tickets } from '@server/db/schema';
import { deleteOwnAccount, joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildProduct, variantOf } from '@server/test/factories/catalog';
import { buildOrder } from '@server/test/factories/shop';
import { buildTicketType, freeTickets } from '@server/test/tickets';
import { applyOrderRetention } from './order-retention';

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

describe.each(testDrivers())("a deleted account's orders over time on %s", (driver) => {
  const ctx = useTestApp(driver);

  /** An order as a deleted account leaves it (no account, no visitor cookie), or a guest's. */
  async function orderOf(owner: 'former member' | 'guest', status: OrderStatus, placedYearsAgo = 0) {
    const db = ctx.database.db;
    const product = await buildProduct(db);
    const [variant] = await db.select().from(productVariants).where(eq(productVariants.productId, product.id));
    const order = await buildOrder(db, { variantId: variant!.id, status });
    await db
      .update(orders)
      .set({
        visitorHash: owner === 'guest' ? 'a-visitor-cookie-hash' : null,
        createdAt: new Date(Date.now() - placedYearsAgo * YEAR_MS),
      })
      .where(eq(orders.id, order.id));
    return order.id;
  }
  const read = async (id: string) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('erases the phone and the street of an order once it is closed, and only of former members’ orders', async () => {
    const shipped = await orderOf('former member', 'shipped');
    const refunded = await orderOf('former member', 'refunded');
    const guests = await orderOf('guest', 'delivered');
    await applyOrderRetention(ctx.database.db);
    expect(await read(shipped)).toMatchObject({ phone: '+2348031234567', address: '12 Allen Avenue', city: 'Ikeja' });
    expect(await read(refunded)).toMatchObject({ phone: '', address: '', city: '', state: 'Lagos' });
    expect(await read(guests)).toMatchObject({ phone: '+2348031234567', address: '12 Allen Avenue' });

    // Delivered since: the next round erases them, and keeps the sale.
    await ctx.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, shipped));
    await applyOrderRetention(ctx.database.db);
    expect(await read(shipped)).toMatchObject({ phone: '', address: '', city: '', fullName: 'Ada Obi' });
  });

  it('leaves only an anonymous sale six years after a former member’s order', async () => {
    const db = ctx.database.db;
    const old = await orderOf('former member', 'delivered', 6.1);
    const recent = await orderOf('former member', 'delivered', 5.9);
    const guests = await orderOf('guest', 'delivered', 7);
    const { type } = await buildTicketType(db, { price: 0 });
    const [code] = await freeTickets(ctx, type.id, 1);
    const [seat] = await db.select().from(tickets).where(eq(tickets.code, code!));
    await db
      .update(orders)
      .set({ visitorHash: null, createdAt: new Date(Date.now() - 7 * YEAR_MS) })
      .where(eq(orders.id, seat!.orderId));

    await applyOrderRetention(db);
    const sale = await read(old);
    expect(sale).toMatchObject({ email: '', fullName: FORMER_MEMBER, phone: '', address: '', status: 'delivered' });
    expect(sale.totalKobo).toBeGreaterThan(0);
    expect(await read(recent)).toMatchObject({ email: 'buyer@example.com', fullName: 'Ada Obi' });
    expect(await read(guests)).toMatchObject({ email: 'buyer@example.com', fullName: 'Ada Obi' });
    const holders = await db
      .select()
      .from(tickets)
      .where(inArray(tickets.orderId, [seat!.orderId]));
    expect(holders.map((ticket) => ticket.holderName)).toEqual([FORMER_MEMBER]);
  });
});

describe.each(testDrivers())("a deleted account's orders at its deletion on %s", (driver) => {
  const ctx = useTestApp(driver);

  it('keeps them detached, with the phone and the street of those delivered erased at once', async () => {
    const db = ctx.database.db;
    const ada = await joinAs(ctx.app, db);
    const { id: variantId } = await variantOf(db, (await buildProduct(db)).id);
    const delivered = await buildOrder(db, { variantId, userId: ada.uid, status: 'delivered' });
    const onItsWay = await buildOrder(db, { variantId, userId: ada.uid, status: 'paid' });
    expect(await deleteOwnAccount(ctx.app, ada)).toBe(200);

    const kept = await db
      .select()
      .from(orders)
      .where(inArray(orders.id, [delivered.id, onItsWay.id]));
    expect(kept.map((order) => order.userId)).toEqual([null, null]);
    // Delivered: the phone and the street go; on its way: they stay until it arrives.
    expect(kept.find((order) => order.id === delivered.id)).toMatchObject({
      email: delivered.email,
      fullName: delivered.fullName,
      phone: '',
      address: '',
      city: '',
      state: delivered.state,
      totalKobo: delivered.totalKobo,
    });
    expect(kept.find((order) => order.id === onItsWay.id)).toMatchObject({
      phone: onItsWay.phone,
      address: onItsWay.address,
    });
  });
});
