import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { CheckoutAnswer, Order } from '@shared/schemas/shop';
import type { PaymentsAttention } from '@shared/schemas/shop-admin';
import type { NotificationPage } from '@shared/schemas/notifications';
import type { Db } from '@server/db/database';
import {
  jobs,
  mailMessages,
  notifications,
  orderHistory,
  orderRefunds,
  orders,
  paymentAttempts,
  paymentIssues,
  productVariants,
  users,
} from '@server/db/schema';
import { buildProduct } from '@server/test/factories/catalog';
import { testDrivers } from '@server/test/database';
import { Browser, DEFAULT_FEE, sendWebhook, useShop, type ShopTest } from '@server/test/shop';
import { TEST_PAYSTACK_KEY } from '@server/test/fakes/paystack';
import { sendJson } from '@server/test/fakes/http';
import { paystackSignature } from '../payments/paystack';
import { HELD_ENOUGH, TOO_MANY_ATTEMPTS } from './payment-attempts';

const PRICE = 1_500_000;
const TOTAL = PRICE + DEFAULT_FEE;

const stockOf = async (db: Db, variantId: string) =>
  (await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!
    .stock;

/** A visitor who bought one unit (of five) and is now on Paystack's page. */
async function pendingOrder(shop: ShopTest, stock = 5) {
  const db = shop.ctx.database.db;
  const product = await buildProduct(db, { name: 'Lagos Nights', priceKobo: PRICE, stock });
  const [variant] = await db.select().from(productVariants).where(eq(productVariants.productId, product.id));
  const browser = new Browser(shop.ctx);
  await browser.add(variant!.id);
  const answer = (await browser.checkout()).json<CheckoutAnswer>();
  return { browser, reference: answer.reference, attempt: `${answer.reference}-1`, variantId: variant!.id };
}

describe.each(testDrivers())('payments on %s', (driver) => {
  const shop = useShop(driver);
  const { ctx, paystack } = shop;
  const db = () => ctx.database.db;
  const orderRow = async (reference: string) =>
    (await db().select().from(orders).where(eq(orders.reference, reference)))[0]!;
  const receipts = () =>
    db()
      .select()
      .from(mailMessages)
      .where(sql`${mailMessages.key} like 'receipt:%'`);
  const issues = () => db().select().from(paymentIssues);
  const returnFromPaystack = (browser: Browser, reference: string) =>
    browser.request('POST', `/api/orders/${reference}/verify`);
  const chargeSuccess = (reference: string) =>
    sendWebhook(shop, 'charge.success', paystack.chargeData(paystack.transactions.get(reference)!));
  /** Time passes: the order is past its 30 minutes and every queued job is due. */
  const timePasses = async () => {
    await db()
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` });
    await db()
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` });
    await ctx.app.jobs.runDue();
  };

  it('pays on the return, then the webhook changes nothing; one receipt', async () => {
    const { browser, reference, attempt } = await pendingOrder(shop);
    paystack.settle(attempt, 'success');

    const page = await returnFromPaystack(browser, reference);
    expect(page.json<Order>()).toMatchObject({ status: 'paid', payment: 'received' });
    expect((await chargeSuccess(attempt)).statusCode).toBe(200);
    expect((await chargeSuccess(attempt)).statusCode).toBe(200);

    const order = await orderRow(reference);
    expect(order).toMatchObject({
      status: 'paid',
      paidReference: attempt,
      gatewayTransactionId: String(paystack.transactions.get(attempt)!.id),
    });
    expect(await receipts()).toHaveLength(1);
    expect(await issues()).toEqual([]);
    expect((await db().select().from(orderHistory).where(eq(orderHistory.kind, 'paid'))).length).toBe(1);
  });

  it('pays on the webhook first, then the return only reads it', async () => {
    const { browser, reference, attempt } = await pendingOrder(shop);
    paystack.settle(attempt, 'success');
    expect((await chargeSuccess(attempt)).json()).toEqual({ received: true });
    expect((await orderRow(reference)).status).toBe('paid');
    expect((await returnFromPaystack(browser, reference)).json<Order>().status).toBe('paid');
    expect(await receipts()).toHaveLength(1);
  });

  it('pays once when the return and the webhook arrive together, twice over', async () => {
    const { browser, reference, attempt } = await pendingOrder(shop);
    paystack.settle(attempt, 'success');
    const answers = await Promise.all([
      returnFromPaystack(browser, reference),
      chargeSuccess(attempt),
      returnFromPaystack(browser, reference),
      chargeSuccess(attempt),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await orderRow(reference)).status).toBe('paid');
    expect(await receipts()).toHaveLength(1);
    expect(await issues()).toEqual([]);
  });

  it('answers 401 to a wrong signature and changes nothing', async () => {
    const { reference, attempt } = await pendingOrder(shop);
    paystack.settle(attempt, 'success');
    const data = paystack.chargeData(paystack.transactions.get(attempt)!);
    const forged = await sendWebhook(shop, 'charge.success', data, 'sk_test_not_the_key');
    expect(forged.statusCode).toBe(401);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ event: 'charge.success', data }),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await orderRow(reference)).status).toBe('pending');
    // Counted on one open row, never listed one by one: a flood cannot fill the admin's list.
    for (let i = 0; i < 3; i++) await sendWebhook(shop, 'charge.success', data, 'sk_test_not_the_key');
    expect((await issues()).map((i) => [i.kind, i.occurrences])).toEqual([['forged_webhook', 5]]);
  });

  it('answers 200 to a signed body that is JSON but no event, and changes nothing', async () => {
    const { reference } = await pendingOrder(shop);
    for (const body of ['null', '[]', '42', '"charge.success"', '{"event":"charge.success","data":null}']) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/paystack/webhook',
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': paystackSignature(body, TEST_PAYSTACK_KEY),
        },
        payload: body,
      });
      expect(answer.statusCode, body).toBe(200);
    }
    expect((await orderRow(reference)).status).toBe('pending');
  });

  it('does not pay a smaller amount or another currency, and flags each for the admin', async () => {
    const short = await pendingOrder(shop);
    paystack.settle(short.attempt, 'success', { amount: TOTAL - 100 });
    await chargeSuccess(short.attempt);
    await returnFromPaystack(short.browser, short.reference);
    const dollars = await pendingOrder(shop);
    paystack.settle(dollars.attempt, 'success', { currency: 'USD' });
    await chargeSuccess(dollars.attempt);

    expect((await orderRow(short.reference)).status).toBe('pending');
    expect((await orderRow(dollars.reference)).status).toBe('pending');
    expect((await issues()).map((i) => [i.kind, i.reference, i.amountKobo]).sort()).toEqual([
      ['amount_mismatch', short.attempt, TOTAL - 100],
      ['currency_mismatch', dollars.attempt, TOTAL],
    ]);
    expect(await receipts()).toEqual([]);
  });

  it('shows a declined charge as failed, and "Try again" starts a new attempt with its own reference', async () => {
    const { browser, reference, attempt } = await pendingOrder(shop);
    paystack.settle(attempt, 'failed');
    expect((await returnFromPaystack(browser, reference)).json<Order>()).toMatchObject({
      status: 'pending',
      payment: 'failed',
    });

    const retry = await browser.request('POST', `/api/orders/${reference}/retry`);
    expect(retry.statusCode, retry.body).toBe(200);
    const second = paystack.transactions.get(`${reference}-2`)!;
    expect(retry.json<CheckoutAnswer>().redirectUrl).toBe(`${paystack.url}/checkout/${second.accessCode}`);
    paystack.settle(second.reference, 'success');
    await chargeSuccess(second.reference);
    expect(await orderRow(reference)).toMatchObject({ status: 'paid', paidReference: second.reference });
  });

  it('"Try again" after a payment that went through charges nothing more', async () => {
    const { browser, reference, attempt } = await pendingOrder(shop);
    paystack.settle(attempt, 'success');
    const retry = await browser.request('POST', `/api/orders/${reference}/retry`);
    expect(retry.json<CheckoutAnswer>().redirectUrl).toBe(`/orders/${reference}`);
    expect((await orderRow(reference)).status).toBe('paid');
    expect(paystack.transactions.has(`${reference}-2`)).toBe(false);
  });

  it('expires an abandoned order after 30 minutes and returns its stock', async () => {
    const { reference, attempt, variantId } = await pendingOrder(shop);
    paystack.settle(attempt, 'abandoned');
    expect(await stockOf(db(), variantId)).toBe(4);
    await timePasses();
    expect((await orderRow(reference)).status).toBe('expired');
    expect(await stockOf(db(), variantId)).toBe(5);
    // Asked one last time before expiring.
    expect(paystack.requests.some((r) => r.path === `/transaction/verify/${attempt}`)).toBe(true);
  });

  it('pays an expired order whose money arrives late while its stock is still there, taking the stock again', async () => {
    const { reference, attempt, variantId } = await pendingOrder(shop);
    await timePasses();
    expect(await stockOf(db(), variantId)).toBe(5);
    paystack.settle(attempt, 'success');
    await chargeSuccess(attempt);
    expect((await orderRow(reference)).status).toBe('paid');
    expect(await stockOf(db(), variantId)).toBe(4);
    expect(await receipts()).toHaveLength(1);
  });

  it('flags money that arrives after expiry when the stock is gone, for a refund', async () => {
    const { reference, attempt, variantId } = await pendingOrder(shop, 1);
    await timePasses();
    await db().update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, variantId));
    paystack.settle(attempt, 'success');
    await chargeSuccess(attempt);
    expect((await orderRow(reference)).status).toBe('expired');
    expect((await issues()).map((i) => i.kind)).toEqual(['paid_after_expiry_no_stock']);
    expect(await stockOf(db(), variantId)).toBe(0);
  });

  it('flags a second successful payment for an order already paid, and a reference never issued', async () => {
    const { browser, reference, attempt } = await pendingOrder(shop);
    paystack.settle(attempt, 'failed');
    await returnFromPaystack(browser, reference);
    await browser.request('POST', `/api/orders/${reference}/retry`);
    paystack.settle(`${reference}-2`, 'success');
    await chargeSuccess(`${reference}-2`);
    // The first attempt is paid after all, later.
    paystack.settle(attempt, 'success');
    await chargeSuccess(attempt);
    await sendWebhook(shop, 'charge.success', {
      reference: 'GRT-ZZZZZZZZ-1',
      status: 'success',
      amount: 100,
      currency: 'NGN',
      id: 1,
    });

    expect((await issues()).map((i) => [i.kind, i.reference]).sort()).toEqual([
      ['paid_twice', attempt],
      ['unknown_reference', 'GRT-ZZZZZZZZ-1'],
    ]);
    expect(await receipts()).toHaveLength(1);
  });

  it('refunds through Paystack: pending until it is processed, and a failed refund needs attention', async () => {
    const admin = new Browser(ctx);
    const adminId = await admin.join('admin@example.com');
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
    const processed = await pendingOrder(shop);
    const failing = await pendingOrder(shop);
    for (const order of [processed, failing]) {
      paystack.settle(order.attempt, 'success');
      await chargeSuccess(order.attempt);
    }
    const idOf = async (reference: string) => (await orderRow(reference)).id;

    const refund = await admin.request('POST', `/api/admin/orders/${await idOf(processed.reference)}/refund`);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json<Order>().status).toBe('refund_pending');
    expect(paystack.refunds).toEqual([{ transaction: processed.attempt, amount: TOTAL }]);
    // Not sent yet: the unit is back on sale.
    expect(await stockOf(db(), processed.variantId)).toBe(5);
    await sendWebhook(shop, 'refund.processed', { transaction_reference: processed.attempt, status: 'processed' });
    expect((await orderRow(processed.reference)).status).toBe('refunded');

    await admin.request('POST', `/api/admin/orders/${await idOf(failing.reference)}/refund`);
    await sendWebhook(shop, 'refund.failed', { transaction_reference: failing.attempt, status: 'failed' });
    const attention = (await admin.request('GET', '/api/admin/payments/attention')).json<PaymentsAttention>();
    expect(attention.issues.map((i) => [i.kind, i.orderReference])).toEqual([['refund_failed', failing.reference]]);
    // A refund of an unpaid order is refused.
    const unpaid = await pendingOrder(shop);
    const refused = await admin.request('POST', `/api/admin/orders/${await idOf(unpaid.reference)}/refund`);
    expect(refused.json()).toEqual({
      error: { code: 'NOT_REFUNDABLE', message: 'Only a paid order can be refunded.' },
    });
  });

  it('tells a member’s bell of their order’s payment and refund, leading to the order; a guest’s order has none', async () => {
    const db0 = db();
    const product = await buildProduct(db0, { name: 'Kente Scarf', priceKobo: PRICE, stock: 5 });
    const [variant] = await db0.select().from(productVariants).where(eq(productVariants.productId, product.id));
    const buyer = new Browser(ctx);
    await buyer.join('buyer@example.com');
    await buyer.add(variant!.id);
    const { reference } = (await buyer.checkout()).json<CheckoutAnswer>();
    paystack.settle(`${reference}-1`, 'success');
    await chargeSuccess(`${reference}-1`);
    const guest = await pendingOrder(shop);
    paystack.settle(guest.attempt, 'success');
    await chargeSuccess(guest.attempt);

    const admin = new Browser(ctx);
    const adminId = await admin.join('admin@example.com');
    await db0.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
    await admin.request('POST', `/api/admin/orders/${(await orderRow(reference)).id}/refund`);
    await sendWebhook(shop, 'refund.processed', { transaction_reference: `${reference}-1`, status: 'processed' });

    const bell = (await buyer.request('GET', '/api/notifications')).json<NotificationPage>();
    expect(bell.items.map((n) => [n.kind, n.title, n.url])).toEqual([
      ['order_refunded', reference, `/orders/${reference}`],
      ['order_paid', reference, `/orders/${reference}`],
    ]);
    expect(await db0.select().from(notifications)).toHaveLength(2);
  });

  const initializeCalls = () => paystack.requests.filter((r) => r.path === '/transaction/initialize').length;
  const refundAsAdmin = async () => {
    const admin = new Browser(ctx);
    const adminId = await admin.join('admin@example.com');
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
    return admin;
  };
  /** An admin, and an order paid through Paystack for them to refund. */
  const paidOrderAndAdmin = async () => {
    const admin = await refundAsAdmin();
    const { reference, attempt } = await pendingOrder(shop);
    paystack.settle(attempt, 'success');
    await chargeSuccess(attempt);
    return { admin, reference, attempt, id: (await orderRow(reference)).id };
  };

  it('"Try again" while the payment page is still open sends the buyer back to it: twenty parallel clicks, one attempt', async () => {
    const { browser, reference, attempt } = await pendingOrder(shop);
    const page = `${paystack.url}/checkout/${paystack.transactions.get(attempt)!.accessCode}`;

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => browser.request('POST', `/api/orders/${reference}/retry`)),
    );

    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(answers.map((a) => a.json<CheckoutAnswer>().redirectUrl))).toEqual(new Set([page]));
    expect(await db().select().from(paymentAttempts)).toHaveLength(1);
    expect(initializeCalls()).toBe(1);
  });

  it('starts one attempt for parallel clicks after a declined card, and at most five attempts an order', async () => {
    const { browser, reference, attempt } = await pendingOrder(shop);
    paystack.settle(attempt, 'failed');
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => browser.request('POST', `/api/orders/${reference}/retry`)),
    );
    expect(parallel.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    expect((await db().select().from(paymentAttempts)).map((a) => a.reference).sort()).toEqual([
      attempt,
      `${reference}-2`,
    ]);

    for (const n of [2, 3, 4, 5]) {
      paystack.settle(`${reference}-${n}`, 'failed');
      if (n < 5) expect((await browser.request('POST', `/api/orders/${reference}/retry`)).statusCode).toBe(200);
    }
    const sixth = await browser.request('POST', `/api/orders/${reference}/retry`);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({ error: { code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_ATTEMPTS } });
    expect(initializeCalls()).toBe(5);
  });

  it('keeps a pending hold’s expiry on "Try again", and holds an expired order’s stock again only once', async () => {
    const { browser, reference, attempt, variantId } = await pendingOrder(shop);
    const placedExpiry = (await orderRow(reference)).expiresAt;
    paystack.settle(attempt, 'failed');
    await browser.request('POST', `/api/orders/${reference}/retry`);
    expect((await orderRow(reference)).expiresAt).toEqual(placedExpiry);

    paystack.settle(`${reference}-2`, 'abandoned');
    await timePasses();
    expect((await orderRow(reference)).status).toBe('expired');
    const again = await browser.request('POST', `/api/orders/${reference}/retry`);
    expect(again.statusCode, again.body).toBe(200);
    expect((await orderRow(reference)).status).toBe('pending');
    expect(await stockOf(db(), variantId)).toBe(4);

    await timePasses();
    expect(await stockOf(db(), variantId)).toBe(5);
    const third = await browser.request('POST', `/api/orders/${reference}/retry`);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ error: { code: 'HELD_ENOUGH', message: HELD_ENOUGH } });
    expect((await orderRow(reference)).status).toBe('expired');
    expect(await stockOf(db(), variantId)).toBe(5);
  });

  it('sends one refund for ten parallel clicks, and says the others were already asked', async () => {
    const { admin, attempt, id } = await paidOrderAndAdmin();

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => admin.request('POST', `/api/admin/orders/${id}/refund`)),
    );

    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    // The others found the claim (or, later, the order already refund pending): 409 either way, never a 5xx.
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(['REFUND_ASKED', 'NOT_REFUNDABLE']).toContain(answer.json<{ error: { code: string } }>().error.code);
    }
    expect(paystack.refunds).toEqual([{ transaction: attempt, amount: TOTAL }]);
    const history = await db().select().from(orderHistory).where(eq(orderHistory.kind, 'refund-requested'));
    expect(history).toHaveLength(1);
  });

  it('lets the admin ask again when the gateway refused a refund at once', async () => {
    const { admin, reference, id } = await paidOrderAndAdmin();
    paystack.answerWith((_request, response) =>
      sendJson(response, 400, { status: false, message: 'Transaction has been fully reversed' }),
    );

    // Refused at once: the claim is given back, so asking again is asked of the gateway again (not "already asked").
    for (let i = 0; i < 2; i++) {
      const refused = await admin.request('POST', `/api/admin/orders/${id}/refund`);
      expect(refused.statusCode, refused.body).toBe(502);
    }
    expect((await orderRow(reference)).status).toBe('paid');
    expect(paystack.requests.filter((r) => r.path === '/refund')).toHaveLength(2);
    expect(await db().select().from(orderRefunds)).toEqual([]);
  });

  it('keeps every attempt of an order with its own reference', async () => {
    const { browser, reference, attempt } = await pendingOrder(shop);
    paystack.settle(attempt, 'failed');
    await browser.request('POST', `/api/orders/${reference}/retry`);
    const attempts = await db().select().from(paymentAttempts).orderBy(paymentAttempts.createdAt);
    expect(attempts.map((a) => [a.reference, a.amountKobo])).toEqual([
      [attempt, TOTAL],
      [`${reference}-2`, TOTAL],
    ]);
  });
});
