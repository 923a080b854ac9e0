// A buyer who leaves the payment page without paying is not at a dead end: the cart is kept until the order
// is paid and leads back to the order, one reminder mail goes before the hold ends (never twice, however
// many servers run the jobs), and an order that ended unpaid puts its lines back in the cart.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AwaitingPayment, BuyAgainAnswer, Cart, CheckoutAnswer } from '@shared/schemas/shop';
import { jobs, mailMessages, orders, productVariants } from '@server/db/schema';
import { JobRunner } from '@server/jobs/runner';
import { buildProduct } from '@server/test/factories/catalog';
import { testDrivers } from '@server/test/database';
import { Browser, sendWebhook, SHOP_LIMITS_OFF, SHOP_URL, useShop } from '@server/test/shop';
import { PAYMENT_REMINDER_JOB } from './place-order';
import { paymentReminderJob } from './payment-reminder';

describe.each(testDrivers())('an abandoned payment on %s', (driver) => {
  const shop = useShop(driver, { shopLimits: SHOP_LIMITS_OFF });
  const { ctx, paystack } = shop;
  const db = () => ctx.database.db;
  const orderRow = async (reference: string) =>
    (await db().select().from(orders).where(eq(orders.reference, reference)))[0]!;
  async function record(name: string, stock: number) {
    const product = await buildProduct(db(), { name, priceKobo: 1_500_000, stock });
    const [variant] = await db().select().from(productVariants).where(eq(productVariants.productId, product.id));
    return variant!.id;
  }
  /** A buyer of `quantity` records who pressed Pay and is now on Paystack's page. */
  async function pendingOrder(quantity = 1, variantId?: string) {
    const browser = new Browser(ctx);
    await browser.add(variantId ?? (await record('Lagos Nights', 5)), quantity);
    const placed = await browser.checkout();
    expect(placed.statusCode, placed.body).toBe(201);
    return { browser, reference: placed.json<CheckoutAnswer>().reference };
  }
  const reminders = () =>
    db()
      .select()
      .from(mailMessages)
      .where(sql`${mailMessages.key} like 'payment-reminder:%'`);

  it('keeps the cart until the order is paid, leads back to the order, and Pay again goes on with it', async () => {
    const { browser, reference } = await pendingOrder(2);

    // Back from the payment page: the cart is as it was, and it knows the order waiting for payment.
    expect((await browser.request('GET', '/api/cart')).json<Cart>().count).toBe(2);
    const waiting = (await browser.request('GET', '/api/orders/awaiting-payment')).json<AwaitingPayment>();
    expect(waiting.order?.reference).toBe(reference);
    expect(
      (await new Browser(ctx).request('GET', '/api/orders/awaiting-payment')).json<AwaitingPayment>().order,
    ).toBeNull();
    // Pay again with the same cart: the same order, the same payment page; the stock is held once.
    const again = await browser.checkout();
    expect(again.json<CheckoutAnswer>().reference).toBe(reference);
    expect(await db().select().from(orders)).toHaveLength(1);

    paystack.settle(`${reference}-1`, 'success');
    await sendWebhook(shop, 'charge.success', paystack.chargeData(paystack.transactions.get(`${reference}-1`)!));
    expect((await browser.request('GET', '/api/cart')).json<Cart>().count).toBe(0);
    expect((await browser.request('GET', '/api/orders/awaiting-payment')).json<AwaitingPayment>().order).toBeNull();
  });

  it('mails one reminder 10 minutes before the hold ends, with two runners and a rerun at once; none once paid', async () => {
    const unpaid = await pendingOrder();
    const paid = await pendingOrder();
    const order = await orderRow(unpaid.reference);
    const [job] = await db()
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = ${PAYMENT_REMINDER_JOB} and ${jobs.payload}->>'orderId' = ${order.id}`);
    expect(order.expiresAt.getTime() - job!.runAt.getTime()).toBe(10 * 60_000);
    paystack.settle(`${paid.reference}-1`, 'success');
    await sendWebhook(shop, 'charge.success', paystack.chargeData(paystack.transactions.get(`${paid.reference}-1`)!));

    // The reminders come due; two servers' runners and a run of the job whose lock lapsed, all at once.
    await db()
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.kind, PAYMENT_REMINDER_JOB));
    const other = new JobRunner(db(), ctx.app.log, { pollMs: 60_000 });
    const handler = paymentReminderJob(db(), SHOP_URL);
    other.handle(PAYMENT_REMINDER_JOB, handler);
    const rerun = { id: 'again', attempts: 1, maxAttempts: 1 };
    await Promise.all([
      ctx.app.jobs.runDue(),
      other.runDue(),
      handler({ orderId: order.id }, rerun),
      handler({ orderId: order.id }, rerun),
    ]);
    await handler({ orderId: order.id }, rerun);

    const sent = await reminders();
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ada@example.com', `Your Griot order ${unpaid.reference} is waiting for payment`],
    ]);
    expect(sent[0]!.text).toContain(`${SHOP_URL}/orders/${unpaid.reference}?key=${order.linkSecret}`);
    expect((await orderRow(unpaid.reference)).paymentReminderSentAt).not.toBeNull();
  });

  it('"Buy again" after the hold ended puts the lines back in the cart, within stock, on any device with the link', async () => {
    const scarce = await record('Harmattan Sessions', 5);
    const gone = await record('Talking Drum Tee', 5);
    const buyer = new Browser(ctx);
    await buyer.add(scarce, 3);
    await buyer.add(gone, 1);
    const { reference } = (await buyer.checkout()).json<CheckoutAnswer>();
    const early = await buyer.request('POST', `/api/orders/${reference}/buy-again`);
    expect(early.statusCode).toBe(409);

    // Time passes: the order expires, its stock comes back, and others buy some of it meanwhile.
    await db()
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` });
    await db()
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` });
    await ctx.app.jobs.runDue();
    expect((await orderRow(reference)).status).toBe('expired');
    await db().update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, scarce));
    await db().update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, gone));

    // Another device, from the reminder's link.
    const phone = new Browser(ctx);
    const { linkSecret } = await orderRow(reference);
    const again = await phone.request('POST', `/api/orders/${reference}/buy-again?key=${linkSecret}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<BuyAgainAnswer>().missing).toEqual(['Talking Drum Tee']);
    const cart = (await phone.request('GET', '/api/cart')).json<Cart>();
    expect(cart.lines.map((line) => [line.name, line.quantity])).toEqual([['Harmattan Sessions', 2]]);
    // Twice is the same cart.
    await phone.request('POST', `/api/orders/${reference}/buy-again?key=${linkSecret}`);
    expect((await phone.request('GET', '/api/cart')).json<Cart>().count).toBe(2);
    expect((await new Browser(ctx).request('POST', `/api/orders/${reference}/buy-again`)).statusCode).toBe(404);
  });
});
