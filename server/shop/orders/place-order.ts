// Checkout: the cart becomes an order in one transaction. Prices are read from the products and ticket
// types as they are now and copied onto the lines in kobo; the stock and the seats are taken by
// conditional updates; the cart is kept until the order is paid; a free order is complete at once (its
// tickets issued, its lines out of the cart); the order's background checks, reminder and expiry are queued. A line that no longer fits, or a total that is not
// the one the buyer was shown, stops it all: nothing is written.
import type { Locale } from '@shared/locales';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { MAX_TICKETS_PER_ORDER, ORDER_HOLD_MINUTES } from '@shared/shop';
import { formatNairaIn } from '@shared/locale-format/format';
import { checkoutProblems, normaliseNigerianPhone } from '@shared/checkout-rules';
import type { CheckoutBody } from '@shared/schemas/shop';
import type { Db } from '@server/db/database';
import { orderLines, orders } from '@server/db/schema';
import { AppError, badRequest, conflict, tooManyRequests, validationFailed } from '@server/errors';
import { enqueueJob } from '@server/jobs/queue';
import { acknowledgePrices, readCartLines } from '../cart/repository';
import { readCartTickets } from '../cart/cart-tickets';
import { deliveryFeeKobo } from '@shared/delivery-fee';
import { readDeliverySettings } from '../delivery/settings';
import { recordHistory } from './history';
import { newLinkSecret, newOrderReference } from './references';
import { reserveStock } from './stock';
import { reserveSeats } from './seats';
import { markPaid } from './settle-payment';
import { lockOrder } from './repository';
import {
  CART_EMPTY,
  PAYMENTS_OFF,
  PICKUP_OFF,
  priceNow,
  ticketLimitAtCheckout,
  TOO_MANY_FREE_ORDERS,
  totalNow,
} from '@server/shop/lib/shop-messages';
import type { MessageDescriptor } from '@lingui/core';

export const ORDER_CHECK_JOB = 'order.check';
export const ORDER_EXPIRE_JOB = 'order.expire';
export const PAYMENT_REMINDER_JOB = 'order.payment-reminder';
/** The buyer of an unpaid order is reminded by mail this long before its hold ends (once an order). */
export const REMIND_MINUTES_BEFORE_EXPIRY = 10;
/** When a pending order is asked about again, in minutes after it was placed, before it expires. */
const CHECK_AFTER_MINUTES = [10, 20];

export interface PlacedOrder {
  id: string;
  reference: string;
  totalKobo: number;
  email: string;
  linkSecret: string;
  paid: boolean;
}

/** The prices moved since the buyer saw them: what each line and the total cost now. */
class PriceChanged extends Error {
  constructor(public readonly sentences: readonly MessageDescriptor[]) {
    super('price changed');
  }
}

async function freeOrdersInTheLastHour(tx: Db, email: string): Promise<number> {
  const [row] = await tx
    .select({ orders: count() })
    .from(orders)
    .where(
      and(
        eq(sql`lower(${orders.email})`, email.trim().toLowerCase()),
        eq(orders.totalKobo, 0),
        gt(orders.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.orders ?? 0;
}

/**
 * The buyer's order still waiting for payment that holds exactly this cart (the cart is kept until payment):
 * a second Pay (a double click, or Back from the payment page and Pay again) goes on with it rather than
 * holding the stock twice.
 */
async function sameOrderWaiting(
  tx: Db,
  owner: { userId: string | null; visitorHash: string | null },
  totalKobo: number,
  cartLines: string[],
): Promise<Omit<PlacedOrder, 'paid'> | null> {
  const whose = owner.userId
    ? eq(orders.userId, owner.userId)
    : owner.visitorHash
      ? eq(orders.visitorHash, owner.visitorHash)
      : null;
  if (!whose) return null;
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(whose, eq(orders.status, 'pending'), eq(orders.totalKobo, totalKobo), gt(orders.expiresAt, sql`now()`)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order) return null;
  const held = await tx
    .select({ variantId: orderLines.variantId, ticketTypeId: orderLines.ticketTypeId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const heldLines = held.map((line) =>
    line.variantId ? `v:${line.variantId}:${line.quantity}` : `t:${line.ticketTypeId}:${line.quantity}`,
  );
  if (heldLines.sort().join() !== [...cartLines].sort().join()) return null;
  return { id: order.id, reference: order.reference, totalKobo, email: order.email, linkSecret: order.linkSecret };
}

/** Queues the checks of a pending order and its expiry at `expiresAt`; `round` tells a retry's apart. */
export async function scheduleOrderChecks(
  tx: Db,
  orderId: string,
  placedAt: Date,
  expiresAt: Date,
  round: number,
): Promise<void> {
  for (const minutes of CHECK_AFTER_MINUTES) {
    await enqueueJob(tx, {
      kind: ORDER_CHECK_JOB,
      payload: { orderId },
      runAt: new Date(placedAt.getTime() + minutes * 60_000),
      key: `order-check:${orderId}:${round}:${minutes}`,
    });
  }
  await enqueueJob(tx, {
    kind: PAYMENT_REMINDER_JOB,
    payload: { orderId },
    runAt: new Date(expiresAt.getTime() - REMIND_MINUTES_BEFORE_EXPIRY * 60_000),
    key: `payment-reminder:${orderId}:${round}`,
  });
  await enqueueJob(tx, {
    kind: ORDER_EXPIRE_JOB,
    payload: { orderId },
    runAt: expiresAt,
    key: `order-expire:${orderId}:${round}`,
  });
}

export async function placeOrder(
  db: Db,
  {
    cartId,
    body,
    owner,
    publicUrl,
    paymentsEnabled,
    freeOrdersPerEmailPerHour,
    locale,
  }: {
    cartId: string;
    body: CheckoutBody;
    owner: { userId: string | null; visitorHash: string | null };
    publicUrl: string;
    /** Without a payment gateway only a free order can be placed. */
    paymentsEnabled: boolean;
    /** A free order's receipt is mailed at once to an address nobody proved: so many an hour per address. */
    freeOrdersPerEmailPerHour: number;
    /** The language of the page that placed it (its Accept-Language), for the order's mails. */
    locale: Locale;
  },
): Promise<PlacedOrder> {
  try {
    return await db.transaction(async (tx) => {
      // The cart's row is locked so two checkouts of one cart (a double click) make one order.
      await tx.execute(sql`select id from carts where id = ${cartId} for update`);
      const [lines, seats] = await Promise.all([readCartLines(tx, cartId), readCartTickets(tx, cartId)]);
      if (lines.length + seats.length === 0) throw badRequest(CART_EMPTY, 'CART_EMPTY');
      // Goods need a phone number and delivery or pickup; tickets alone have nothing to deliver.
      const hasGoods = lines.length > 0;
      const problems = checkoutProblems(body, hasGoods);
      if (problems.length > 0) throw validationFailed(problems.map((problem) => problem.message));
      if (seats.reduce((sum, seat) => sum + seat.quantity, 0) > MAX_TICKETS_PER_ORDER) {
        throw conflict(ticketLimitAtCheckout(MAX_TICKETS_PER_ORDER), 'TICKET_LIMIT');
      }
      const fulfilment = hasGoods ? body.fulfilment! : 'none';
      const settings = await readDeliverySettings(tx);
      if (fulfilment === 'pickup' && !settings.pickupEnabled) throw badRequest(PICKUP_OFF);
      const subtotalKobo = [...lines, ...seats].reduce((sum, line) => sum + line.lineTotalKobo, 0);
      const deliveryKobo = fulfilment === 'none' ? 0 : deliveryFeeKobo(settings, fulfilment, body.state);
      const totalKobo = subtotalKobo + deliveryKobo;
      if (totalKobo > 0 && !paymentsEnabled) throw new AppError(503, 'PAYMENTS_OFF', PAYMENTS_OFF);
      if (totalKobo === 0 && (await freeOrdersInTheLastHour(tx, body.email)) >= freeOrdersPerEmailPerHour) {
        throw tooManyRequests(TOO_MANY_FREE_ORDERS);
      }
      if (totalKobo !== body.expectedTotalKobo) {
        // The amounts in the language of the buyer's page, as its words.
        const naira = (kobo: number) => formatNairaIn(kobo, locale);
        throw new PriceChanged([
          ...[...lines, ...seats.map((seat) => ({ ...seat, name: `${seat.eventName} (${seat.typeName})` }))]
            .filter((line) => line.previousPriceKobo !== null)
            .map((line) => priceNow(line.name, naira(line.unitPriceKobo), naira(line.previousPriceKobo!))),
          totalNow(naira(totalKobo)),
        ]);
      }
      const waiting = await sameOrderWaiting(tx, owner, totalKobo, [
        ...lines.map((line) => `v:${line.variantId}:${line.quantity}`),
        ...seats.map((seat) => `t:${seat.ticketTypeId}:${seat.quantity}`),
      ]);
      if (waiting) return { ...waiting, paid: false };
      const placedAt = new Date();
      const expiresAt = new Date(placedAt.getTime() + ORDER_HOLD_MINUTES * 60_000);
      const delivery = fulfilment === 'delivery';
      const [order] = await tx
        .insert(orders)
        .values({
          reference: newOrderReference(),
          userId: owner.userId,
          visitorHash: owner.visitorHash,
          linkSecret: newLinkSecret(),
          email: body.email.trim(),
          fullName: body.fullName.trim(),
          phone: body.phone ? normaliseNigerianPhone(body.phone) : '',
          fulfilment,
          address: delivery ? (body.address ?? '').trim() : '',
          city: delivery ? (body.city ?? '').trim() : '',
          state: delivery ? (body.state ?? '') : '',
          subtotalKobo,
          deliveryKobo,
          totalKobo,
          expiresAt,
          createdAt: placedAt,
          locale,
        })
        .returning();
      await tx.insert(orderLines).values([
        ...lines.map((line, position) => ({
          orderId: order!.id,
          variantId: line.variantId,
          productId: line.productId,
          productName: line.name,
          variantName: line.variantName ?? '',
          artistName: line.artist,
          imageUrl: line.imageUrl,
          unitPriceKobo: line.unitPriceKobo,
          quantity: line.quantity,
          position,
        })),
        // A line of seats carries the event's name and place, and its type's name.
        ...seats.map((seat, index) => ({
          orderId: order!.id,
          ticketTypeId: seat.ticketTypeId,
          eventId: sql`(select event_id from ticket_types where id = ${seat.ticketTypeId})`,
          productName: seat.eventName,
          variantName: seat.typeName,
          artistName: seat.venue,
          imageUrl: seat.imageUrl,
          unitPriceKobo: seat.unitPriceKobo,
          quantity: seat.quantity,
          position: lines.length + index,
        })),
      ]);
      await reserveStock(
        tx,
        lines.map((line) => ({
          variantId: line.variantId,
          quantity: line.quantity,
          label: line.variantName ? `${line.name} (${line.variantName})` : line.name,
        })),
      );
      await reserveSeats(
        tx,
        seats.map((seat) => ({
          ticketTypeId: seat.ticketTypeId,
          quantity: seat.quantity,
          label: `${seat.eventName} (${seat.typeName})`,
        })),
      );
      // The cart is kept until the order is paid (markPaid takes the bought lines out of it): a buyer who
      // leaves the payment page still has it, and the cart and checkout lead back to the order.
      await recordHistory(
        tx,
        order!.id,
        'placed',
        `${lines.length + seats.length} line(s), total ${formatNairaIn(totalKobo, 'en')}`,
      );
      if (totalKobo === 0) {
        // Nothing is owed: the order is complete at once.
        await markPaid(
          tx,
          (await lockOrder(tx, order!.id))!,
          { reference: null, transactionId: null, paidAt: placedAt },
          publicUrl,
          'Nothing to pay',
        );
      } else {
        await scheduleOrderChecks(tx, order!.id, placedAt, expiresAt, 0);
      }
      return {
        id: order!.id,
        reference: order!.reference,
        totalKobo,
        email: order!.email,
        linkSecret: order!.linkSecret,
        paid: totalKobo === 0,
      };
    });
  } catch (error) {
    if (!(error instanceof PriceChanged)) throw error;
    // The buyer has now been told: the cart remembers the new prices, and the next try goes through.
    await acknowledgePrices(db, cartId);
    throw conflict(error.sentences, 'PRICE_CHANGED');
  }
}
