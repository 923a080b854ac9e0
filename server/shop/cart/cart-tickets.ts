// Seats of events' ticket types in the cart, beside the goods: at most 10 tickets an order, never more
// than the seats left, and only while sales are open. Like goods, the seats are only taken at checkout
// (server/shop/orders/seats.ts); the cart reads the price, the seats left and the sales' end anew each time.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { MAX_TICKETS_PER_ORDER } from '@shared/shop';
import type { ImageDetails } from '@shared/schemas/common';
import type { CartTicket } from '@shared/schemas/shop';
import { eventPlace } from '@shared/event-place';
import { cartTicketProblemText, type CartTicketProblem } from '@shared/cart-problems';
import type { Db } from '@server/db/database';
import { preparedOnce } from '@server/db/prepared-once';
import { imageDetailsJson } from '@server/db/stored-images';
import { cartTickets } from '@server/db/schema';
import { conflict, notFound } from '@server/errors';
import {
  eventCancelled,
  salesClosed,
  seatsLeft,
  soldOut,
  ticketLimit,
  TICKETS_GONE,
  TICKETS_NOT_IN_CART,
} from '@server/shop/lib/shop-messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';

/**
 * A cart's seats as one JSON array (null when none), oldest first: a query of one row and one column,
 * `tickets`, for `cartId` (the SQL naming the cart). The cart read joins it laterally, once per cart.
 */
export const cartTicketsQuery = (db: Db, cartId: SQL) =>
  db
    .select({
      tickets: sql<RawCartTicket[] | null>`json_agg(json_build_object(
    'ticketTypeId', tt.id, 'eventSlug', e.slug, 'eventName', e.name, 'startsAt', e.starts_at,
    'venue', e.venue, 'city', e.city, 'location', e.location, 'imageUrl', e.image_url, 'image', ${imageDetailsJson('si')},
    'typeName', tt.name,
    'unitPriceKobo', tt.price_kobo, 'quantity', ct.quantity, 'seenPriceKobo', ct.seen_price_kobo,
    'left', tt.capacity - tt.sold, 'salesOpen', coalesce(tt.sales_end_at, e.starts_at) > now(),
    'cancelled', e.cancelled_at is not null)
    order by ct.created_at, tt.id)`.as('tickets'),
    })
    .from(
      sql`cart_tickets ct join ticket_types tt on tt.id = ct.ticket_type_id join events e on e.id = tt.event_id
        left join stored_images si on si.url = e.image_url`,
    )
    .where(sql`ct.cart_id = ${cartId}`);

export interface RawCartTicket {
  ticketTypeId: string;
  eventSlug: string;
  eventName: string;
  startsAt: string;
  venue: string;
  city: string;
  location: string;
  imageUrl: string | null;
  image: ImageDetails | null;
  typeName: string;
  unitPriceKobo: number;
  quantity: number;
  seenPriceKobo: number;
  left: number;
  salesOpen: boolean;
  cancelled: boolean;
}

export function presentCartTicket({
  seenPriceKobo,
  salesOpen,
  cancelled,
  venue,
  city,
  location,
  ...row
}: RawCartTicket): CartTicket {
  const maxQuantity = Math.min(MAX_TICKETS_PER_ORDER, row.left);
  const problemCode: CartTicketProblem | null = cancelled
    ? 'event_cancelled'
    : !salesOpen
      ? 'sales_closed'
      : row.left === 0
        ? 'sold_out'
        : row.quantity > row.left
          ? 'few_left'
          : null;
  const problemText = cartTicketProblemText({ ...row, problemCode });
  return {
    ...row,
    startsAt: new Date(row.startsAt).toISOString(),
    venue: eventPlace({ venue, city, location }),
    lineTotalKobo: row.unitPriceKobo * row.quantity,
    maxQuantity,
    previousPriceKobo: seenPriceKobo === row.unitPriceKobo ? null : seenPriceKobo,
    problemCode,
    // In English for API clients: the screens word problemCode (docs/decisions/015-translations.md).
    problem: problemText && inEnglish(problemText),
  };
}

const ticketsOfCart = preparedOnce((db) =>
  cartTicketsQuery(db, sql`${sql.placeholder('cartId')}::uuid`).prepare('cart_tickets_of_cart'),
);

/** The cart's seats as the cart shows them (checkout reads them in its transaction). */
export async function readCartTickets(db: Db, cartId: string): Promise<CartTicket[]> {
  const [row] = await ticketsOfCart(db).execute({ cartId });
  return (row?.tickets ?? []).map(presentCartTicket);
}

const ticketTypeForSale = preparedOnce((db) =>
  db
    .select({
      priceKobo: sql<number>`tt.price_kobo`,
      left: sql<number>`tt.capacity - tt.sold`,
      salesOpen: sql<boolean>`coalesce(tt.sales_end_at, e.starts_at) > now()`,
      cancelled: sql<boolean>`e.cancelled_at is not null`,
      eventName: sql<string>`e.name`,
      label: sql<string>`e.name || ' (' || tt.name || ')'`,
    })
    .from(sql`ticket_types tt join events e on e.id = tt.event_id`)
    .where(sql`tt.id = ${sql.placeholder('id')}::uuid`)
    .prepare('cart_ticket_type_for_sale'),
);

/** A ticket type's price and seats left, or null when it is not on sale (cancelled, closed or gone). */
export async function seatsForSale(db: Db, ticketTypeId: string): Promise<{ priceKobo: number; left: number } | null> {
  const [type] = await ticketTypeForSale(db).execute({ id: ticketTypeId });
  return type && !type.cancelled && type.salesOpen ? { priceKobo: type.priceKobo, left: type.left } : null;
}

/** Refuses seats of a type that is not on sale, or more than are left. */
async function checkSeats(db: Db, ticketTypeId: string, quantity: number) {
  const [type] = await ticketTypeForSale(db).execute({ id: ticketTypeId });
  if (!type) throw notFound(TICKETS_GONE);
  if (type.cancelled) throw conflict(eventCancelled(type.eventName), 'EVENT_CANCELLED');
  if (!type.salesOpen) throw conflict(salesClosed(type.label), 'SALES_CLOSED');
  if (type.left === 0) throw conflict(soldOut(type.label), 'SOLD_OUT');
  if (quantity > type.left) throw conflict(seatsLeft(type.label, type.left), 'NOT_ENOUGH_STOCK');
  return type;
}

const tooMany = () => conflict(ticketLimit(MAX_TICKETS_PER_ORDER), 'TICKET_LIMIT');

/** The seats a cart holds, by ticket type. */
async function seatsInCart(db: Db, cartId: string | null): Promise<Map<string, number>> {
  if (!cartId) return new Map();
  const rows = await db
    .select({ ticketTypeId: cartTickets.ticketTypeId, quantity: cartTickets.quantity })
    .from(cartTickets)
    .where(eq(cartTickets.cartId, cartId));
  return new Map(rows.map((row) => [row.ticketTypeId, row.quantity]));
}

/**
 * Adds seats of the event page's chosen ticket types to the cart, all or none: each type must be on sale
 * with the seats left, and the cart's tickets stay within 10. `cartOf` gives the cart, made when needed.
 */
export async function addTickets(
  db: Db,
  cartId: string | null,
  cartOf: () => Promise<string>,
  items: ReadonlyArray<{ ticketTypeId: string; quantity: number }>,
): Promise<string> {
  const held = await seatsInCart(db, cartId);
  const wanted = new Map(held);
  for (const item of items) wanted.set(item.ticketTypeId, (wanted.get(item.ticketTypeId) ?? 0) + item.quantity);
  if ([...wanted.values()].reduce((sum, quantity) => sum + quantity, 0) > MAX_TICKETS_PER_ORDER) throw tooMany();
  const prices = new Map<string, number>();
  for (const id of new Set(items.map((item) => item.ticketTypeId))) {
    prices.set(id, (await checkSeats(db, id, wanted.get(id)!)).priceKobo);
  }
  const cart = cartId ?? (await cartOf());
  await db
    .insert(cartTickets)
    .values(
      [...prices].map(([ticketTypeId, price]) => ({
        cartId: cart,
        ticketTypeId,
        quantity: wanted.get(ticketTypeId)!,
        seenPriceKobo: price,
      })),
    )
    .onConflictDoUpdate({
      target: [cartTickets.cartId, cartTickets.ticketTypeId],
      set: { quantity: sql`excluded.quantity`, seenPriceKobo: sql`excluded.seen_price_kobo` },
    });
  return cart;
}

/** Sets how many seats of a ticket type the cart holds. */
export async function setSeats(db: Db, cartId: string, ticketTypeId: string, quantity: number): Promise<void> {
  const held = await seatsInCart(db, cartId);
  if (!held.has(ticketTypeId)) throw notFound(TICKETS_NOT_IN_CART);
  const others = [...held].reduce((sum, [id, seats]) => (id === ticketTypeId ? sum : sum + seats), 0);
  if (others + quantity > MAX_TICKETS_PER_ORDER) throw tooMany();
  await checkSeats(db, ticketTypeId, quantity);
  await db
    .update(cartTickets)
    .set({ quantity })
    .where(and(eq(cartTickets.cartId, cartId), eq(cartTickets.ticketTypeId, ticketTypeId)));
}

export async function removeSeats(db: Db, cartId: string, ticketTypeId: string): Promise<void> {
  await db.delete(cartTickets).where(and(eq(cartTickets.cartId, cartId), eq(cartTickets.ticketTypeId, ticketTypeId)));
}
