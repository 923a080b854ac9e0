import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { CheckoutAnswer, Order } from '@shared/schemas/shop';
import type { Event, EventDetail } from '@shared/schemas/catalog';
import type { EventCancellation } from '@shared/schemas/tickets';
import type { NotificationPage } from '@shared/schemas/notifications';
import type { Db } from '@server/db/database';
import {
  eventRefunds,
  jobs,
  mailMessages,
  orderHistory,
  orders,
  productVariants,
  tickets,
  ticketTypes,
} from '@server/db/schema';
import { buildProduct } from '@server/test/factories/catalog';
import { testDrivers } from '@server/test/database';
import { Browser, sendWebhook, SHOP_LIMITS_OFF, SHOP_URL, useShop } from '@server/test/shop';
import { eventRefundJob } from './refund-job';
import { buildTicketType, checkoutTickets, freeTickets, signedIn } from '@server/test/tickets';
import { formatNairaIn } from '@shared/locale-format/format';

const soldOf = async (db: Db, id: string) =>
  (await db.select({ sold: ticketTypes.sold }).from(ticketTypes).where(eq(ticketTypes.id, id)))[0]!.sold;

describe.each(testDrivers())('cancelling an event on %s', (driver) => {
  const shop = useShop(driver, { shopLimits: SHOP_LIMITS_OFF });
  const { ctx, paystack } = shop;
  const db = () => ctx.database.db;
  const statusOf = async (reference: string) =>
    (await db().select({ status: orders.status }).from(orders).where(eq(orders.reference, reference)))[0]!.status;
  /** A buyer of `quantity` seats (and a record, when asked), paid through Paystack. */
  async function paidBuyer(ticketTypeId: string, quantity: number, withRecord = false, browser = new Browser(ctx)) {
    await browser.request('POST', '/api/cart/tickets', { tickets: [{ ticketTypeId, quantity }] });
    if (withRecord) {
      const product = await buildProduct(db(), { priceKobo: 1_000_000 });
      const [variant] = await db().select().from(productVariants).where(eq(productVariants.productId, product.id));
      await browser.add(variant!.id);
    }
    const placed = withRecord ? await browser.checkout() : await checkoutTickets(browser);
    const { reference } = placed.json<CheckoutAnswer>();
    const attempt = `${reference}-1`;
    paystack.settle(attempt, 'success');
    await sendWebhook(shop, 'charge.success', paystack.chargeData(paystack.transactions.get(attempt)!));
    return { reference, attempt };
  }
  /** Runs the refund jobs as they come due, one after another. */
  async function runRefunds() {
    for (let round = 0; round < 5; round += 1) {
      await db()
        .update(jobs)
        .set({ runAt: sql`now() - interval '1 second'` });
      await ctx.app.jobs.runDue();
    }
  }

  it('voids every ticket, cancels unpaid orders, refunds paid ones one at a time and mails every holder', async () => {
    const { event, type } = await buildTicketType(db(), { price: 500_000, capacity: 20 });
    const ticketsOnly = await paidBuyer(type.id, 2);
    const mixedBuyer = new Browser(ctx);
    const mixed = await paidBuyer(type.id, 1, true, mixedBuyer);
    const unpaid = new Browser(ctx);
    await unpaid.request('POST', '/api/cart/tickets', { tickets: [{ ticketTypeId: type.id, quantity: 3 }] });
    const pending = (await checkoutTickets(unpaid)).json<CheckoutAnswer>().reference;
    expect(await soldOf(db(), type.id)).toBe(6);
    const { browser: admin } = await signedIn(ctx, 'admin@example.com', 'admin');

    const cancelled = await admin.request('POST', `/api/admin/events/${event.id}/cancel`);

    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<EventCancellation>()).toMatchObject({
      cancelledAt: expect.any(String) as string,
      refunds: expect.arrayContaining([
        {
          reference: ticketsOnly.reference,
          email: 'ada@example.com',
          amountKobo: 1_000_000,
          status: 'queued',
          detail: '',
        },
        { reference: mixed.reference, email: 'ada@example.com', amountKobo: 500_000, status: 'queued', detail: '' },
      ]) as unknown,
    });
    expect(await statusOf(pending)).toBe('cancelled');
    expect(await soldOf(db(), type.id)).toBe(3);
    expect((await db().select().from(tickets)).every((ticket) => ticket.voidedAt !== null)).toBe(true);
    // The order with a record stays paid, yet its seat says why it no longer opens the door.
    const mixedPage = (await mixedBuyer.request('GET', `/api/orders/${mixed.reference}`)).json<Order>();
    expect(mixedPage.tickets.map((ticket) => [ticket.status, ticket.refunded])).toEqual([['void', true]]);
    const notices = await db()
      .select()
      .from(mailMessages)
      .where(sql`${mailMessages.key} like 'event-cancelled:%'`);
    expect(notices).toHaveLength(2);
    expect(notices[0]!.subject).toBe('Afrobeat Night is cancelled');
    expect(notices.map((mail) => mail.text).join('\n')).toContain('We are refunding ₦10,000 for them');

    // Only the first refund is queued; each, once done, queues the next.
    const refundJobs = () => db().select().from(jobs).where(eq(jobs.kind, 'event.refund')).orderBy(jobs.createdAt);
    expect(await refundJobs()).toHaveLength(1);
    await runRefunds();
    expect(paystack.refunds).toEqual(
      expect.arrayContaining([
        { transaction: ticketsOnly.attempt, amount: 1_000_000 },
        { transaction: mixed.attempt, amount: 500_000 },
      ]),
    );
    expect(paystack.refunds).toHaveLength(2);
    expect((await refundJobs()).map((job) => job.doneAt !== null)).toEqual([true, true]);
    expect(await statusOf(ticketsOnly.reference)).toBe('refund_pending');

    for (const { attempt } of [ticketsOnly, mixed]) {
      await sendWebhook(shop, 'refund.processed', { transaction_reference: attempt, status: 'processed' });
    }
    const outcome = (
      await admin.request('GET', `/api/admin/events/${event.id}/cancellation`)
    ).json<EventCancellation>();
    expect(outcome.refunds.map((refund) => refund.status)).toEqual(['refunded', 'refunded']);
    expect(await statusOf(ticketsOnly.reference)).toBe('refunded');
    // The record of the mixed order is still paid for: only its seat came back.
    expect(await statusOf(mixed.reference)).toBe('paid');
    const [mixedOrder] = await db().select().from(orders).where(eq(orders.reference, mixed.reference));
    const history = await db().select().from(orderHistory).where(eq(orderHistory.orderId, mixedOrder!.id));
    expect(history.map((entry) => entry.kind)).toContain('refunded-part');

    // No more sales, no second cancellation, and the page says it.
    const buyer = new Browser(ctx);
    const refused = await buyer.request('POST', '/api/cart/tickets', {
      tickets: [{ ticketTypeId: type.id, quantity: 1 }],
    });
    expect(refused.json()).toEqual({ error: { code: 'EVENT_CANCELLED', message: 'Afrobeat Night is cancelled.' } });
    expect((await admin.request('POST', `/api/admin/events/${event.id}/cancel`)).statusCode).toBe(409);
    const page = (await buyer.request('GET', `/api/events/${event.slug}`)).json<EventDetail>();
    expect(page.cancelledAt).not.toBeNull();
  });

  it('keeps a cancelled event listed, marked cancelled, and a cart holding its seats cannot check out', async () => {
    const { event, type } = await buildTicketType(db(), { price: 500_000 });
    const buyer = new Browser(ctx);
    await buyer.request('POST', '/api/cart/tickets', { tickets: [{ ticketTypeId: type.id, quantity: 2 }] });
    const { browser: admin } = await signedIn(ctx, 'admin@example.com', 'admin');
    await admin.request('POST', `/api/admin/events/${event.id}/cancel`);

    const list = (await buyer.request('GET', '/api/events')).json<{ items: Event[] }>();
    expect(list.items.map((item) => [item.slug, typeof item.cancelledAt])).toEqual([[event.slug, 'string']]);
    const refused = await checkoutTickets(buyer);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ error: { message: string } }>().error.message).toContain('Afrobeat Night');
    expect(await soldOf(db(), type.id)).toBe(0);
  });

  it('refunds only what is left: the admin’s refund after the seats’ asks for the goods, and never the seats twice', async () => {
    const { event, type } = await buildTicketType(db(), { price: 500_000, capacity: 20 });
    const mixed = await paidBuyer(type.id, 2, true);
    const [order] = await db().select().from(orders).where(eq(orders.reference, mixed.reference));
    const { browser: admin } = await signedIn(ctx, 'admin@example.com', 'admin');
    await admin.request('POST', `/api/admin/events/${event.id}/cancel`);
    await runRefunds();
    expect(paystack.refunds).toEqual([{ transaction: mixed.attempt, amount: 1_000_000 }]);

    // Ten clicks, and the refund job run again at the same moment.
    await db().update(eventRefunds).set({ status: 'queued' }).where(eq(eventRefunds.orderId, order!.id));
    const [answers] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => admin.request('POST', `/api/admin/orders/${order!.id}/refund`))),
      eventRefundJob({ db: db(), gateway: ctx.app.paymentGateway!, publicUrl: SHOP_URL })(
        { eventId: event.id, orderId: order!.id },
        { id: 'again', attempts: 1, maxAttempts: 1 },
      ),
    ]);

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(paystack.refunds).toEqual([
      { transaction: mixed.attempt, amount: 1_000_000 },
      { transaction: mixed.attempt, amount: order!.totalKobo - 1_000_000 },
    ]);
    const asked = await db().select().from(orderHistory).where(eq(orderHistory.orderId, order!.id));
    expect(asked.filter((entry) => entry.kind === 'refund-requested').map((entry) => entry.note)).toEqual([
      "₦10,000 for the cancelled event's tickets",
      `${formatNairaIn(order!.totalKobo - 1_000_000, 'en')} via Paystack ${mixed.attempt}`,
    ]);
  });

  it('shows a refund the gateway refuses as failed and still refunds the next; mails free ticket holders too', async () => {
    const { event, type } = await buildTicketType(db(), { price: 500_000 });
    const refusedOrder = await paidBuyer(type.id, 1);
    const next = await paidBuyer(type.id, 1);
    // Paystack no longer sees the first payment as paid: it refuses its refund.
    paystack.settle(refusedOrder.attempt, 'failed');
    const [free] = await db()
      .insert(ticketTypes)
      .values({ eventId: event.id, name: 'Guest list', priceKobo: 0, capacity: 5 })
      .returning();
    await freeTickets(ctx, free!.id, 1, 'Nia Achieng');
    const { browser: admin } = await signedIn(ctx, 'admin@example.com', 'admin');

    await admin.request('POST', `/api/admin/events/${event.id}/cancel`);
    await runRefunds();

    const outcome = (
      await admin.request('GET', `/api/admin/events/${event.id}/cancellation`)
    ).json<EventCancellation>();
    const byReference = new Map(outcome.refunds.map((refund) => [refund.reference, refund]));
    expect(byReference.get(refusedOrder.reference)).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^The refund was not started: .+\.$/) as string,
    });
    expect(byReference.get(next.reference)).toMatchObject({ status: 'requested' });
    const notices = await db()
      .select()
      .from(mailMessages)
      .where(sql`${mailMessages.key} like 'event-cancelled:%'`);
    expect(notices).toHaveLength(3);
    expect(notices.map((mail) => mail.text).join('\n')).toContain(
      'Your tickets were free, so there is nothing to refund.',
    );
  });

  it('tells a signed-in holder’s bell that the event was called off, leading to their order', async () => {
    const { event, type } = await buildTicketType(db(), { price: 500_000, capacity: 20 });
    const { browser: member } = await signedIn(ctx, 'fan@example.com');
    const { reference } = await paidBuyer(type.id, 2, false, member);
    const { browser: admin } = await signedIn(ctx, 'admin@example.com', 'admin');
    expect((await admin.request('POST', `/api/admin/events/${event.id}/cancel`)).statusCode).toBe(200);

    const bell = (await member.request('GET', '/api/notifications')).json<NotificationPage>();
    expect(bell.items.map((n) => [n.kind, n.title, n.url])).toEqual([
      ['event_cancelled', event.name, `/orders/${reference}`],
      ['order_paid', reference, `/orders/${reference}`],
    ]);
  });

  it('refuses to delete an event with tickets, and says to cancel it instead', async () => {
    const { event, type } = await buildTicketType(db(), { price: 0 });
    await freeTickets(ctx, type.id, 1);
    const { browser: admin } = await signedIn(ctx, 'admin@example.com', 'admin');
    const refused = await admin.request('DELETE', `/api/admin/events/${event.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'IN_USE',
        message: 'This event has tickets: cancel it instead, which refunds their buyers and tells them.',
      },
    });
  });
});
