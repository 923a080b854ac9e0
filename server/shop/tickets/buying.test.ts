import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Cart, CheckoutAnswer, Order, Ticket } from '@shared/schemas/shop';
import { normaliseTicketCode } from '@shared/ticket-code';
import type { Db } from '@server/db/database';
import { cartTickets, mailMessages, orders, productVariants, tickets, ticketTypes, users } from '@server/db/schema';
import { buildProduct } from '@server/test/factories/catalog';
import { testConfig } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildTicketType, checkoutTickets } from '@server/test/tickets';
import { Browser, DEFAULT_FEE, sendWebhook, SHOP_LIMITS_OFF, useShop } from '@server/test/shop';

/** A product's variant, for a cart that holds goods too. */
async function goods(db: Db, priceKobo: number): Promise<string> {
  const product = await buildProduct(db, { priceKobo });
  const [variant] = await db.select().from(productVariants).where(eq(productVariants.productId, product.id));
  return variant!.id;
}

const soldOf = async (db: Db, id: string) =>
  (await db.select({ sold: ticketTypes.sold }).from(ticketTypes).where(eq(ticketTypes.id, id)))[0]!.sold;

describe.each(testDrivers())('buying tickets on %s', (driver) => {
  // 200 checkouts at once queue on one embedded database: on a busy machine a gateway call waits its turn
  // for longer than a real server's timeout. What is tested here is the seats, so the gateway may take its time.
  const shop = useShop(driver, {
    shopLimits: SHOP_LIMITS_OFF,
    imports: { ...testConfig().imports, timeoutMs: 60_000 },
  });
  const { ctx, paystack } = shop;
  const db = () => ctx.database.db;
  const addTickets = (browser: Browser, items: Array<{ ticketTypeId: string; quantity: number }>) =>
    browser.request('POST', '/api/cart/tickets', { tickets: items });
  const pay = async (reference: string, attemptNumber = 1) => {
    const attempt = `${reference}-${attemptNumber}`;
    paystack.settle(attempt, 'success');
    return sendWebhook(shop, 'charge.success', paystack.chargeData(paystack.transactions.get(attempt)!));
  };
  const ticketsOf = async (reference: string) =>
    db()
      .select({ code: tickets.code, voidedAt: tickets.voidedAt, holderName: tickets.holderName })
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .where(eq(orders.reference, reference));

  it('puts seats in the cart beside goods: no delivery fee for them, the count includes them', async () => {
    const { type } = await buildTicketType(db(), { price: 800_000 });
    const browser = new Browser(ctx);
    const added = await addTickets(browser, [{ ticketTypeId: type.id, quantity: 2 }]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<Cart>()).toMatchObject({
      lines: [],
      tickets: [
        {
          ticketTypeId: type.id,
          eventName: 'Afrobeat Night',
          typeName: 'Regular',
          venue: 'Freedom Park, Lagos',
          unitPriceKobo: 800_000,
          quantity: 2,
          lineTotalKobo: 1_600_000,
          left: 50,
          maxQuantity: 10,
          problemCode: null,
          problem: null,
        },
      ],
      count: 2,
      subtotalKobo: 1_600_000,
      deliveryKobo: 0,
      totalKobo: 1_600_000,
    });

    const withGoods = (await browser.add(await goods(db(), 1_000_000))).json<Cart>();
    expect(withGoods).toMatchObject({ count: 3, subtotalKobo: 2_600_000, deliveryKobo: DEFAULT_FEE });

    const changed = await browser.request('PUT', `/api/cart/tickets/${type.id}`, { quantity: 3 });
    expect(changed.json<Cart>().tickets[0]!.quantity).toBe(3);

    // Seats sold elsewhere, then sales closing, show on the line as codes the cart words (and in English).
    await db().update(ticketTypes).set({ capacity: 2 }).where(eq(ticketTypes.id, type.id));
    let cart = (await browser.request('GET', '/api/cart')).json<Cart>();
    expect(cart.tickets[0]).toMatchObject({
      left: 2,
      problemCode: 'few_left',
      problem: 'Only 2 seats of Afrobeat Night (Regular) are left.',
    });
    await db()
      .update(ticketTypes)
      .set({ salesEndAt: new Date(Date.now() - 60_000) })
      .where(eq(ticketTypes.id, type.id));
    cart = (await browser.request('GET', '/api/cart')).json<Cart>();
    expect(cart.tickets[0]).toMatchObject({
      problemCode: 'sales_closed',
      problem: 'Sales of Afrobeat Night (Regular) have closed.',
    });
    const removed = await browser.request('DELETE', `/api/cart/tickets/${type.id}`);
    expect(removed.json<Cart>()).toMatchObject({ tickets: [], count: 1 });
  });

  it('refuses more than 10 tickets an order, more than the seats left, closed sales and bad input, writing nothing', async () => {
    const { type: regular } = await buildTicketType(db(), { capacity: 100 });
    const [vip] = await db()
      .insert(ticketTypes)
      .values({ eventId: regular.eventId, name: 'VIP', priceKobo: 2_500_000, capacity: 3 })
      .returning();
    const { type: closed } = await buildTicketType(db(), {
      eventName: 'Last Week',
      salesEndAt: new Date(Date.now() - 60_000),
    });
    const browser = new Browser(ctx);
    const refusal = async (items: Array<{ ticketTypeId: string; quantity: number }>) => {
      const answer = await addTickets(browser, items);
      return [answer.statusCode, answer.json<{ error: { message: string } }>().error.message];
    };

    expect(
      await refusal([
        { ticketTypeId: regular.id, quantity: 8 },
        { ticketTypeId: vip!.id, quantity: 3 },
      ]),
    ).toEqual([409, 'An order holds at most 10 tickets.']);
    expect(await refusal([{ ticketTypeId: vip!.id, quantity: 4 }])).toEqual([
      409,
      'Only 3 seats of Afrobeat Night (VIP) are left.',
    ]);
    expect(await refusal([{ ticketTypeId: closed.id, quantity: 1 }])).toEqual([
      409,
      'Sales of Last Week (Regular) have closed.',
    ]);
    expect(await refusal([{ ticketTypeId: regular.id, quantity: 11 }])).toEqual([400, 'Choose from 1 to 10 tickets.']);
    expect(await refusal([])).toEqual([400, 'Choose at least one ticket.']);
    expect(await db().select().from(cartTickets)).toEqual([]);

    // Within the limit, then one more is refused.
    expect((await addTickets(browser, [{ ticketTypeId: regular.id, quantity: 10 }])).statusCode).toBe(200);
    expect(await refusal([{ ticketTypeId: vip!.id, quantity: 1 }])).toEqual([
      409,
      'An order holds at most 10 tickets.',
    ]);
  });

  it('sells paid tickets through Paystack: no phone or address asked, one ticket a seat once paid, with QR codes and a receipt carrying them', async () => {
    const { type } = await buildTicketType(db(), { price: 500_000, capacity: 20 });
    const browser = new Browser(ctx);
    await addTickets(browser, [{ ticketTypeId: type.id, quantity: 3 }]);
    const placed = await checkoutTickets(browser);
    expect(placed.statusCode, placed.body).toBe(201);
    const { reference, redirectUrl } = placed.json<CheckoutAnswer>();
    expect(redirectUrl).toContain(paystack.url);
    const [order] = await db().select().from(orders).where(eq(orders.reference, reference));
    expect(order).toMatchObject({ fulfilment: 'none', phone: '', deliveryKobo: 0, totalKobo: 1_500_000 });
    expect(await soldOf(db(), type.id)).toBe(3);
    expect(await ticketsOf(reference)).toEqual([]);

    expect((await pay(reference)).statusCode).toBe(200);
    const issued = await ticketsOf(reference);
    expect(issued).toHaveLength(3);
    for (const ticket of issued) {
      expect(ticket.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
      expect(ticket.holderName).toBe('Ada Obi');
    }

    const page = (await browser.request('GET', `/api/orders/${reference}`)).json<Order>();
    expect(page.lines).toMatchObject([
      { name: 'Afrobeat Night', variantName: 'Regular', eventSlug: expect.any(String) as string, quantity: 3 },
    ]);
    expect(page.tickets).toHaveLength(3);
    expect(page.tickets[0]).toMatchObject({
      code: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/) as string,
      holderName: 'Ada Obi',
      typeName: 'Regular',
      eventName: 'Afrobeat Night',
      venue: 'Freedom Park, Lagos',
      status: 'valid',
      orderReference: reference,
    });
    expect(page.tickets[0]!.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(issued.map((t) => t.code).sort()).toEqual(page.tickets.map((t) => normaliseTicketCode(t.code)).sort());

    const [receipt] = await db()
      .select()
      .from(mailMessages)
      .where(sql`${mailMessages.key} like 'receipt:%'`);
    expect(receipt!.images).toHaveLength(3);
    for (const ticket of page.tickets) {
      expect(receipt!.text).toContain(`Afrobeat Night: Regular: ${ticket.code}`);
      expect(receipt!.html).toContain(ticket.code);
    }
    for (const image of receipt!.images) {
      expect(receipt!.html).toContain(`src="cid:${image.cid}"`);
      // A PNG's signature.
      expect(Buffer.from(image.base64, 'base64').subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    }
    expect(receipt!.text).not.toContain('Delivery');
  });

  it('issues one set of tickets when the webhook and the return arrive at the same moment', async () => {
    const { type } = await buildTicketType(db(), { capacity: 20 });
    const browser = new Browser(ctx);
    await addTickets(browser, [{ ticketTypeId: type.id, quantity: 4 }]);
    const { reference } = (await checkoutTickets(browser)).json<CheckoutAnswer>();
    const attempt = `${reference}-1`;
    paystack.settle(attempt, 'success');
    const webhook = () => sendWebhook(shop, 'charge.success', paystack.chargeData(paystack.transactions.get(attempt)!));
    const returned = () => browser.request('POST', `/api/orders/${reference}/verify`);

    const answers = await Promise.all([webhook(), returned(), webhook(), returned()]);

    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await ticketsOf(reference)).toHaveLength(4);
    expect(await db().select().from(tickets)).toHaveLength(4);
  });

  it('gives free tickets without any payment, even with payments off; the order is paid at once', async () => {
    ctx.app.paymentGateway = null;
    const { type } = await buildTicketType(db(), { price: 0, capacity: 5, eventName: "Storytellers' Evening" });
    const browser = new Browser(ctx);
    await addTickets(browser, [{ ticketTypeId: type.id, quantity: 2 }]);
    const placed = await checkoutTickets(browser);
    expect(placed.statusCode, placed.body).toBe(201);
    const { reference, redirectUrl } = placed.json<CheckoutAnswer>();
    expect(redirectUrl).toBe(`/orders/${reference}`);
    const page = (await browser.request('GET', `/api/orders/${reference}`)).json<Order>();
    expect(page).toMatchObject({ status: 'paid', payment: 'received', totalKobo: 0 });
    expect(page.tickets.map((t) => t.status)).toEqual(['valid', 'valid']);
    expect(paystack.transactions.size).toBe(0);
    // The mail carries the tickets, and speaks of no payment.
    const [mail] = await db()
      .select()
      .from(mailMessages)
      .where(sql`${mailMessages.key} like 'receipt:%'`);
    expect(mail!.subject).toBe(`Your Griot order ${reference}: your tickets`);
    expect(mail!.text).not.toContain('payment');
    expect(mail!.images).toHaveLength(2);

    // Goods still need the gateway.
    await browser.add(await goods(db(), 1_000_000));
    expect((await browser.checkout()).statusCode).toBe(503);
  });

  it('asks for a phone number and delivery when the cart also holds goods', async () => {
    const { type } = await buildTicketType(db());
    const browser = new Browser(ctx);
    await browser.add(await goods(db(), 1_000_000));
    await addTickets(browser, [{ ticketTypeId: type.id, quantity: 1 }]);
    const refused = await checkoutTickets(browser);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      'Enter a Nigerian phone number, such as 0803 123 4567. Choose delivery or pickup.',
    );
    const placed = await browser.checkout();
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await db().select().from(orders);
    expect(order).toMatchObject({ fulfilment: 'delivery', totalKobo: 1_500_000 + DEFAULT_FEE });
  });

  it('sells 50 seats to exactly 50 of 200 buyers at once; the rest hear it is sold out', async () => {
    const { type } = await buildTicketType(db(), { price: 300_000, capacity: 50, eventName: 'Sold Out Show' });
    const buyers = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const browser = new Browser(ctx);
        const added = await addTickets(browser, [{ ticketTypeId: type.id, quantity: 1 }]);
        expect(added.statusCode).toBe(200);
        return browser;
      }),
    );

    const answers = await Promise.all(buyers.map((browser) => checkoutTickets(browser)));

    const placed = answers.filter((a) => a.statusCode === 201);
    expect(placed).toHaveLength(50);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(150);
    for (const answer of refused) {
      expect(answer.json<{ error: { message: string } }>().error.message).toBe(
        'Sold Out Show (Regular) is sold out. Remove it from your cart to go on.',
      );
    }
    expect(await soldOf(db(), type.id)).toBe(50);
    // What is tested is the seats: a buyer whose gateway call the crowd made fail (on a busy machine) pays
    // with "Try again", as they would.
    await Promise.all(
      answers.map(async (answer, index) => {
        if (answer.statusCode !== 201) return;
        const { reference } = answer.json<CheckoutAnswer>();
        if (paystack.transactions.has(`${reference}-1`)) return pay(reference);
        const retried = await buyers[index]!.request('POST', `/api/orders/${reference}/retry`);
        expect(retried.statusCode, retried.body).toBe(200);
        return pay(reference, 2);
      }),
    );
    expect(await db().select().from(tickets)).toHaveLength(50);
    expect(new Set((await db().select().from(tickets)).map((t) => t.code)).size).toBe(50);
  }, 180_000);

  it('returns the seats of an order left unpaid, and a refund voids its tickets and returns its seats', async () => {
    const { type } = await buildTicketType(db(), { capacity: 10 });
    const unpaid = new Browser(ctx);
    await addTickets(unpaid, [{ ticketTypeId: type.id, quantity: 2 }]);
    await checkoutTickets(unpaid);
    const paid = new Browser(ctx);
    await addTickets(paid, [{ ticketTypeId: type.id, quantity: 3 }]);
    const { reference } = (await checkoutTickets(paid)).json<CheckoutAnswer>();
    await pay(reference);
    expect(await soldOf(db(), type.id)).toBe(5);

    await db()
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.status, 'pending'));
    await db().execute(sql`update jobs set run_at = now() - interval '1 second'`);
    await ctx.app.jobs.runDue();
    expect(await soldOf(db(), type.id)).toBe(3);

    const admin = new Browser(ctx);
    const adminId = await admin.join('admin@example.com');
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
    const [order] = await db().select().from(orders).where(eq(orders.reference, reference));
    const refund = await admin.request('POST', `/api/admin/orders/${order!.id}/refund`);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await soldOf(db(), type.id)).toBe(0);
    expect((await ticketsOf(reference)).every((t) => t.voidedAt !== null)).toBe(true);
    const page = (await paid.request('GET', `/api/orders/${reference}`)).json<Order>();
    expect(page.tickets.map((t) => t.status)).toEqual(['void', 'void', 'void']);
    expect(page.tickets.every((t) => t.refunded)).toBe(true);
  });

  it('lists a member’s tickets, and only theirs', async () => {
    const { type } = await buildTicketType(db(), { price: 0 });
    const member = new Browser(ctx);
    await member.join('fan@example.com');
    await addTickets(member, [{ ticketTypeId: type.id, quantity: 2 }]);
    await checkoutTickets(member, { email: 'fan@example.com' });
    const other = new Browser(ctx);
    await other.join('other@example.com');
    await addTickets(other, [{ ticketTypeId: type.id, quantity: 1 }]);
    await checkoutTickets(other, { email: 'other@example.com' });

    const mine = await member.request('GET', '/api/tickets');
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Ticket[]>()).toHaveLength(2);
    expect((await other.request('GET', '/api/tickets')).json<Ticket[]>()).toHaveLength(1);
    expect((await new Browser(ctx).request('GET', '/api/tickets')).statusCode).toBe(401);
  });
});
