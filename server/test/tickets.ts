// Tickets under test: an event with a ticket type, and seats bought through the real cart and checkout.
import { eq } from 'drizzle-orm';
import type { Cart, CheckoutAnswer, Order } from '@shared/schemas/shop';
import { normaliseTicketCode } from '@shared/ticket-code';
import type { Db } from '@server/db/database';
import { ticketTypes, users } from '@server/db/schema';
import type { TestContext } from './app';
import { buildEvent } from './factories/catalog';
import { Browser } from './shop';

/** An event at Freedom Park with one ticket type (Regular, 50 seats, ₦5,000 unless told). */
export async function buildTicketType(
  db: Db,
  {
    price = 500_000,
    capacity = 50,
    eventName = 'Afrobeat Night',
    ...rest
  }: Partial<typeof ticketTypes.$inferInsert> & { price?: number; eventName?: string } = {},
) {
  const event = await buildEvent(db, { name: eventName, venue: 'Freedom Park', city: 'Lagos' });
  const [type] = await db
    .insert(ticketTypes)
    .values({ eventId: event.id, name: 'Regular', priceKobo: price, capacity, ...rest })
    .returning();
  return { event, type: type! };
}

/** Checkout of the browser's cart of tickets: the e-mail and the name are all it asks. */
export async function checkoutTickets(browser: Browser, details: Record<string, unknown> = {}) {
  const cart = (await browser.request('GET', '/api/cart')).json<Cart>();
  return browser.request('POST', '/api/checkout', {
    email: 'ada@example.com',
    fullName: 'Ada Obi',
    expectedTotalKobo: cart.totalKobo,
    ...details,
  });
}

/** Free seats of a type for a new buyer: answers their codes as stored. */
export async function freeTickets(ctx: TestContext, ticketTypeId: string, quantity: number, fullName = 'Ada Obi') {
  const browser = new Browser(ctx);
  await browser.request('POST', '/api/cart/tickets', { tickets: [{ ticketTypeId, quantity }] });
  const placed = await checkoutTickets(browser, { fullName });
  if (placed.statusCode !== 201) throw new Error(`checkout failed: ${placed.body}`);
  const { reference } = placed.json<CheckoutAnswer>();
  const order = (await browser.request('GET', `/api/orders/${reference}`)).json<Order>();
  return order.tickets.map((ticket) => normaliseTicketCode(ticket.code)!);
}

/** A signed-in browser of a new member, made admin when asked. */
export async function signedIn(ctx: TestContext, email: string, role: 'member' | 'admin' = 'member') {
  const browser = new Browser(ctx);
  const id = await browser.join(email);
  if (role === 'admin') await ctx.database.db.update(users).set({ role }).where(eq(users.id, id));
  return { browser, id };
}
