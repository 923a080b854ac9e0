import { describe, expect, it } from 'vitest';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import { NO_LINK_MESSAGE } from '@shared/schemas/text-rules';
import { eq } from 'drizzle-orm';
import type { Cart, CheckoutAnswer, Order } from '@shared/schemas/shop';
import { cartLines, jobs, orderLines, orders, paymentAttempts, products, productVariants } from '@server/db/schema';
import { buildProduct } from '@server/test/factories/catalog';
import { testDrivers } from '@server/test/database';
import { Browser, DEFAULT_FEE, SHOP_LIMITS_OFF, SHOP_URL, useShop } from '@server/test/shop';
import type { Db } from '@server/db/database';

async function variantOf(db: Db, overrides: Parameters<typeof buildProduct>[1] = {}) {
  const product = await buildProduct(db, overrides);
  const [variant] = await db.select().from(productVariants).where(eq(productVariants.productId, product.id));
  return { productId: product.id, variantId: variant!.id };
}

const stockOf = async (db: Db, variantId: string) =>
  (await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!
    .stock;

describe.each(testDrivers())('checkout on %s', (driver) => {
  // 50 buyers from one address: the per-address limit is not what these tests are about.
  const shop = useShop(driver, { shopLimits: SHOP_LIMITS_OFF });
  const { ctx, paystack } = shop;

  it('makes a pending order with the server’s prices in kobo, takes the stock, keeps the cart until paid and sends the buyer to Paystack', async () => {
    const db = ctx.database.db;
    const record = await variantOf(db, { name: 'Lagos Nights', priceKobo: 1_500_000, stock: 5 });
    const tee = await variantOf(db, { name: 'Talking Drum Tee', priceKobo: 1_200_050 });
    const browser = new Browser(ctx);
    await browser.add(record.variantId, 2);
    await browser.add(tee.variantId);

    const response = await browser.checkout({
      phone: '+234 (0)803-123-4567'.replace('(0)', ''),
      email: ' ada@example.com ',
    });

    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<CheckoutAnswer>();
    expect(answer.reference).toMatch(/^GRT-[0-9A-HJKMNP-TV-Z]{8}$/);
    const [order] = await db.select().from(orders);
    expect(order).toMatchObject({
      reference: answer.reference,
      status: 'pending',
      email: 'ada@example.com',
      phone: '+2348031234567',
      subtotalKobo: 4_200_050,
      deliveryKobo: DEFAULT_FEE,
      totalKobo: 4_200_050 + DEFAULT_FEE,
      state: 'Lagos',
      locale: 'en',
    });
    expect(order!.expiresAt.getTime() - order!.createdAt.getTime()).toBe(30 * 60_000);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((l) => [l.productName, l.unitPriceKobo, l.quantity])).toEqual([
      ['Lagos Nights', 1_500_000, 2],
      ['Talking Drum Tee', 1_200_050, 1],
    ]);
    expect(await stockOf(db, record.variantId)).toBe(3);
    expect(await stockOf(db, tee.variantId)).toBeNull();
    expect(await db.select().from(cartLines)).toHaveLength(2);

    // Paystack was asked for the order's amount in kobo, in naira, with every Nigerian channel.
    const [initialize] = paystack.requests.filter((r) => r.path === '/transaction/initialize');
    expect(JSON.parse(initialize!.body.toString())).toEqual({
      email: 'ada@example.com',
      amount: 4_200_050 + DEFAULT_FEE,
      currency: 'NGN',
      reference: `${answer.reference}-1`,
      callback_url: `${SHOP_URL}/orders/${answer.reference}`,
      metadata: { order_reference: answer.reference },
      channels: ['card', 'bank', 'ussd', 'bank_transfer'],
    });
    const transaction = paystack.transactions.get(`${answer.reference}-1`)!;
    expect(answer.redirectUrl).toBe(`${paystack.url}/checkout/${transaction.accessCode}`);
    // Its checks, its reminder and its expiry wait on the job runner.
    expect((await db.select().from(jobs)).map((j) => j.kind).sort()).toEqual([
      'order.check',
      'order.check',
      'order.expire',
      'order.payment-reminder',
    ]);

    // The browser that placed it reads it; another does not.
    const page = await browser.request('GET', `/api/orders/${answer.reference}`);
    expect(page.json<Order>()).toMatchObject({
      status: 'pending',
      payment: 'awaiting',
      totalKobo: 4_200_050 + DEFAULT_FEE,
    });
    expect((await new Browser(ctx).request('GET', `/api/orders/${answer.reference}`)).statusCode).toBe(404);
  });

  it('keeps the language of the page that placed the order, for its mails', async () => {
    const record = await variantOf(ctx.database.db, { name: 'Lagos Nights', priceKobo: 1_500_000 });
    const browser = new Browser(ctx);
    browser.language = 'yo';
    await browser.add(record.variantId);
    const placed = await browser.checkout();
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await ctx.database.db.select().from(orders);
    expect(order?.locale).toBe('yo');
  });

  it('charges the state’s delivery fee, nothing for pickup, and refuses pickup when it is not offered', async () => {
    const db = ctx.database.db;
    const admin = new Browser(ctx);
    await admin.join('admin@example.com');
    await ctx.database.db.execute(`update users set role = 'admin' where email = 'admin@example.com'`);
    const saved = await admin.request('PUT', '/api/admin/shop/settings', {
      deliveryFeeKobo: 300_000,
      stateFeesKobo: { Lagos: 150_000, Borno: 650_000 },
      pickupEnabled: false,
      pickupPoint: '',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { variantId } = await variantOf(db, { priceKobo: 1_000_000 });

    const buyAs = async (details: Record<string, unknown>, expectedTotalKobo: number) => {
      const browser = new Browser(ctx);
      await browser.add(variantId);
      return browser.checkout({ ...details, expectedTotalKobo });
    };
    expect((await buyAs({ state: 'Borno' }, 1_650_000)).statusCode).toBe(201);
    expect((await buyAs({ state: 'Kano' }, 1_300_000)).statusCode).toBe(201);
    const pickupOff = await buyAs({ fulfilment: 'pickup' }, 1_000_000);
    expect(pickupOff.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Pickup is not offered: choose delivery.' },
    });

    await admin.request('PUT', '/api/admin/shop/settings', {
      deliveryFeeKobo: 300_000,
      stateFeesKobo: {},
      pickupEnabled: true,
      pickupPoint: 'Freedom Park, Lagos Island',
    });
    const pickup = await buyAs({ fulfilment: 'pickup', address: '', city: '', state: '' }, 1_000_000);
    expect(pickup.statusCode, pickup.body).toBe(201);
    const totals = (await db.select({ delivery: orders.deliveryKobo, state: orders.state }).from(orders)).map((o) => [
      o.state,
      o.delivery,
    ]);
    expect(totals.sort()).toEqual([
      ['', 0],
      ['Borno', 650_000],
      ['Kano', 300_000],
    ]);
  });

  it('refuses a bad phone number, and missing delivery details, in the buyer’s language', async () => {
    const { variantId } = await variantOf(ctx.database.db, { stock: 4 });
    const browser = new Browser(ctx);
    browser.language = 'fr';
    await browser.add(variantId);
    const phone = await browser.checkout({ phone: '12345' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json<{ error: { message: string } }>().error.message).toBe(
      'Saisissez un numéro de téléphone nigérian, par exemple 0803 123 4567.',
    );
    const delivery = await browser.checkout({ address: ' ', city: '', state: '' });
    expect(delivery.json<{ error: { message: string } }>().error.message).toBe(
      'L’adresse de livraison est obligatoire. La ville est obligatoire. Choisissez un État.',
    );
    expect(await ctx.database.db.select().from(orders)).toEqual([]);
  });

  it('refuses bad details with every message, writing nothing', async () => {
    const db = ctx.database.db;
    const { variantId } = await variantOf(db, { stock: 4 });
    const browser = new Browser(ctx);
    await browser.add(variantId);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'not-mail' }, 'Enter a valid e-mail address.'],
      [{ phone: '12345' }, 'Enter a Nigerian phone number, such as 0803 123 4567.'],
      [{ phone: '+44 20 7946 0958' }, 'Enter a Nigerian phone number, such as 0803 123 4567.'],
      [{ fullName: '  ' }, 'Full name is required.'],
      [{ fullName: 'customer. Verify now at https://bigbank-verify.example/login' }, inEnglish(NO_LINK_MESSAGE)],
      [{ state: 'Atlantis' }, 'Choose a state.'],
      [{ address: ' ', city: '', state: '' }, 'Delivery address is required. City is required. Choose a state.'],
      [{ fulfilment: 'drone' }, 'Choose delivery or pickup.'],
    ];
    for (const [details, message] of cases) {
      const response = await browser.checkout(details);
      expect(response.statusCode, JSON.stringify(details)).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message, JSON.stringify(details)).toBe(message);
    }
    expect(await db.select().from(orders)).toEqual([]);
    expect(await stockOf(db, variantId)).toBe(4);
    expect((await browser.request('GET', '/api/cart')).json<Cart>().count).toBe(1);
  });

  it('stops on an empty cart and on a line that no longer fits, naming it, with nothing written', async () => {
    const db = ctx.database.db;
    expect((await new Browser(ctx).checkout()).json()).toEqual({
      error: { code: 'CART_EMPTY', message: 'Your cart is empty.' },
    });
    const plenty = await variantOf(db, { name: 'Plenty' });
    const scarce = await variantOf(db, { name: 'Scarce', stock: 2 });
    const browser = new Browser(ctx);
    await browser.add(plenty.variantId, 3);
    await browser.add(scarce.variantId, 2);
    await db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, scarce.variantId));

    const response = await browser.checkout();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'SOLD_OUT', message: 'Only 1 of Scarce is left. Lower the quantity to go on.' },
    });
    expect(await db.select().from(orders)).toEqual([]);
    expect(await db.select().from(jobs)).toEqual([]);
    expect(await stockOf(db, scarce.variantId)).toBe(1);
    expect((await browser.request('GET', '/api/cart')).json<Cart>().count).toBe(5);
  });

  it('stops when a price changed after the buyer looked, says so, and then orders at the new price', async () => {
    const db = ctx.database.db;
    const { productId, variantId } = await variantOf(db, { name: 'Lagos Nights', priceKobo: 1_500_000 });
    const browser = new Browser(ctx);
    await browser.add(variantId);
    const shown = (await browser.request('GET', '/api/cart')).json<Cart>().totalKobo;
    await db.update(products).set({ priceKobo: 1_650_000 }).where(eq(products.id, productId));

    const stopped = await browser.checkout({ expectedTotalKobo: shown });
    expect(stopped.statusCode).toBe(409);
    expect(stopped.json()).toEqual({
      error: {
        code: 'PRICE_CHANGED',
        message: `Lagos Nights is now ₦16,500 (was ₦15,000). The total is now ₦19,000: check it, then pay.`,
      },
    });
    expect(await db.select().from(orders)).toEqual([]);
    const cart = (await browser.request('GET', '/api/cart')).json<Cart>();
    expect(cart.lines[0]!.previousPriceKobo).toBeNull();

    const placed = await browser.checkout({ expectedTotalKobo: cart.totalKobo });
    expect(placed.statusCode).toBe(201);
    const [line] = await db.select().from(orderLines);
    expect(line!.unitPriceKobo).toBe(1_650_000);
  });

  it('says a changed price in the buyer’s language, one sentence a line and one for the total', async () => {
    const db = ctx.database.db;
    const { productId, variantId } = await variantOf(db, { name: 'Lagos Nights', priceKobo: 1_500_000 });
    const browser = new Browser(ctx);
    browser.language = 'fr';
    await browser.add(variantId);
    const shown = (await browser.request('GET', '/api/cart')).json<Cart>().totalKobo;
    await db.update(products).set({ priceKobo: 1_650_000 }).where(eq(products.id, productId));

    const stopped = await browser.checkout({ expectedTotalKobo: shown });
    expect(stopped.json()).toEqual({
      error: {
        code: 'PRICE_CHANGED',
        message:
          'Lagos Nights coûte maintenant 16\u202f500\u00a0₦ (au lieu de 15\u202f000\u00a0₦). Le total est maintenant de 19\u202f000\u00a0₦ : vérifiez-le, puis payez.',
      },
    });
  });

  it('sells the last 10 units to exactly 10 of 50 buyers at once, and never below 0', async () => {
    const db = ctx.database.db;
    const { variantId } = await variantOf(db, { name: 'Last Pressing', priceKobo: 2_000_000, stock: 10 });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const browser = new Browser(ctx);
        expect((await browser.add(variantId)).statusCode).toBe(200);
        return browser;
      }),
    );

    const answers = await Promise.all(buyers.map((browser) => browser.checkout()));

    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json<{ error: { message: string } }>().error.message).toBe(
        'Last Pressing is sold out. Remove it from your cart to go on.',
      );
    }
    expect(await stockOf(db, variantId)).toBe(0);
    expect(await db.select().from(orders)).toHaveLength(10);
    expect(await db.select().from(paymentAttempts)).toHaveLength(10);
  });

  it('says plainly that payments are off when no key is set, and takes no order', async () => {
    // Built by the shop's hook with a key; this one has none.
    ctx.app.paymentGateway = null;
    const { variantId } = await variantOf(ctx.database.db);
    const browser = new Browser(ctx);
    await browser.add(variantId);
    const response = await browser.checkout();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: {
        code: 'PAYMENTS_OFF',
        message: 'Payments are not set up yet, so the shop cannot take orders. Please try again later.',
      },
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/shop/settings' })).json()).toMatchObject({
      paymentsEnabled: false,
    });
    expect(await ctx.database.db.select().from(orders)).toEqual([]);
  });
});
