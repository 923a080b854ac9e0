import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CheckoutAnswer, Order, OrderSummary } from '@shared/schemas/shop';
import { jobs, mailMessages, orders, productVariants } from '@server/db/schema';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import { catalogText } from '@server/test/catalog-text';
import { buildProduct } from '@server/test/factories/catalog';
import { testDrivers } from '@server/test/database';
import { Browser, SHOP_LIMITS_OFF, SHOP_URL, useShop } from '@server/test/shop';
import { buildTicketType, checkoutTickets } from '@server/test/tickets';
import { LINKS_SENT } from './routes';

describe.each(testDrivers())('who reads an order on %s', (driver) => {
  const { ctx, paystack } = useShop(driver);

  async function placeOrder(browser: Browser, email = 'ada@example.com') {
    const product = await buildProduct(ctx.database.db, { name: 'Lagos Nights', priceKobo: 1_500_000, stock: 3 });
    const [variant] = await ctx.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    await browser.add(variant!.id);
    return (await browser.checkout({ email })).json<CheckoutAnswer>().reference;
  }

  it('opens for its member, the browser that placed it and its secret link; anyone else hears it does not exist', async () => {
    const member = new Browser(ctx);
    await member.join('member@example.com');
    const reference = await placeOrder(member);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.reference, reference));

    expect((await member.request('GET', `/api/orders/${reference}`)).statusCode).toBe(200);
    const stranger = new Browser(ctx);
    const refused = await stranger.request('GET', `/api/orders/${reference}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'We could not find that order.' } });
    expect((await stranger.request('GET', `/api/orders/${reference}?key=${'x'.repeat(43)}`)).statusCode).toBe(404);
    const withLink = await stranger.request('GET', `/api/orders/${reference}?key=${row!.linkSecret}`);
    expect(withLink.json<Order>()).toMatchObject({ reference, status: 'pending', email: 'ada@example.com' });
    // A retry from the link is allowed too: the payment page still open is the one to pay on.
    const retry = await stranger.request('POST', `/api/orders/${reference}/retry?key=${row!.linkSecret}`);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<CheckoutAnswer>().redirectUrl).toBe(
      `${paystack.url}/checkout/${paystack.transactions.get(`${reference}-1`)!.accessCode}`,
    );

    const mine = (await member.request('GET', '/api/orders')).json<OrderSummary[]>();
    expect(mine).toEqual([
      {
        reference,
        status: 'pending',
        orderState: 'pending',
        createdAt: expect.any(String) as string,
        totalKobo: row!.totalKobo,
        itemCount: 1,
      },
    ]);
    expect((await stranger.request('GET', '/api/orders')).statusCode).toBe(401);
  });

  it('mails a visitor the links of their orders, answering the same whether or not there are any', async () => {
    const visitor = new Browser(ctx);
    const reference = await placeOrder(visitor, 'Ada@Example.com');
    const ask = (email: string) => new Browser(ctx).request('POST', '/api/orders/links', { email });

    const known = await ask('ada@example.com');
    const unknown = await ask('nobody@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ message: inEnglish(LINKS_SENT) });
    // The page that asked says it in its language.
    const french = new Browser(ctx);
    french.language = 'fr';
    expect((await french.request('POST', '/api/orders/links', { email: 'nobody@example.com' })).json()).toEqual({
      message: await catalogText('fr', 'shop.orders.links-sent'),
    });
    // The answer does the same work either way: a job for each address, looked up later on the runner.
    expect(await ctx.database.db.select().from(mailMessages)).toEqual([]);
    const queued = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'shop.order-links'));
    expect(queued.map((job) => (job.payload as { email: string }).email).sort()).toEqual([
      'ada@example.com',
      'nobody@example.com',
      'nobody@example.com',
    ]);
    await ctx.app.jobs.runDue();
    const mails = await ctx.database.db.select().from(mailMessages);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('ada@example.com');
    expect(mails[0]!.text).toContain(`${SHOP_URL}/orders/${reference}?key=`);
    // Asking again and again for one address is limited.
    await ask('ada@example.com');
    await ask('ada@example.com');
    expect((await ask('ada@example.com')).statusCode).toBe(429);
  });
});

describe.each(testDrivers())('checkout limits on %s', (driver) => {
  const { ctx } = useShop(driver, {
    shopLimits: { ...SHOP_LIMITS_OFF, checkoutsPerHour: 2, paymentChecksPerHour: 3 },
  });

  const variantInStock = async () => {
    const product = await buildProduct(ctx.database.db, { stock: 10 });
    const [variant] = await ctx.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    return variant;
  };

  it('limits checkouts per client address', async () => {
    const variant = await variantInStock();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const browser = new Browser(ctx);
      await browser.add(variant!.id);
      statuses.push((await browser.checkout()).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('limits "Try again" and payment checks per client address, each of which asks the gateway', async () => {
    const variant = await variantInStock();
    const browser = new Browser(ctx);
    await browser.add(variant!.id);
    const { reference } = (await browser.checkout()).json<CheckoutAnswer>();
    const statuses: number[] = [];
    for (const action of ['verify', 'retry', 'verify', 'retry']) {
      statuses.push((await browser.request('POST', `/api/orders/${reference}/${action}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe.each(testDrivers())('free order receipts on %s', (driver) => {
  const { ctx } = useShop(driver, { shopLimits: { ...SHOP_LIMITS_OFF, freeOrdersPerEmailPerHour: 2 } });

  it('limits free orders, whose receipt is mailed at once, per buyer address', async () => {
    const { type } = await buildTicketType(ctx.database.db, { price: 0 });
    const statuses: number[] = [];
    for (const email of ['ada@example.com', 'ADA@example.com', 'ada@example.com', 'obi@example.com']) {
      const browser = new Browser(ctx);
      await browser.request('POST', '/api/cart/tickets', { tickets: [{ ticketTypeId: type.id, quantity: 1 }] });
      statuses.push((await checkoutTickets(browser, { email })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429, 201]);
  });
});
