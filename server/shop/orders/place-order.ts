// Checkout: the cart becomes an order in one transaction. Prices are read from the products as they are
// now and copied onto the lines in kobo; the stock is taken by conditional updates; the cart is emptied;
// the order's background check and expiry are queued. A line that no longer fits, or a total that is not
// the one the buyer was shown, stops it all: nothing is written.
import { eq, sql } from 'drizzle-orm';
import { ORDER_HOLD_MINUTES } from '@shared/shop';
import { formatNaira } from '@shared/money';
import { normaliseNigerianPhone } from '@shared/checkout-rules';
import type { CheckoutBody } from '@shared/schemas/shop';
import type { Db } from '@server/db/database';
import { cartLines, orderLines, orders } from '@server/db/schema';
import { badRequest, conflict } from '@server/errors';
import { enqueueJob } from '@server/jobs/queue';
import { acknowledgePrices, readCartLines } from '../cart/repository';
import { deliveryFeeKobo } from '@shared/delivery-fee';
import { readDeliverySettings } from '../delivery/settings';
import { recordHistory } from './history';
import { newLinkSecret, newOrderReference } from './references';
import { reserveStock } from './stock';
import { markPaid } from './settle-payment';
import { lockOrder } from './repository';

export const ORDER_CHECK_JOB = 'order.check';
export const ORDER_EXPIRE_JOB = 'order.expire';
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

class PriceChanged extends Error {}

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
  }: {
    cartId: string;
    body: CheckoutBody;
    owner: { userId: string | null; visitorHash: string | null };
    publicUrl: string;
  },
): Promise<PlacedOrder> {
  try {
    return await db.transaction(async (tx) => {
      // The cart's row is locked so two checkouts of one cart (a double click) make one order.
      await tx.execute(sql`select id from carts where id = ${cartId} for update`);
      const lines = await readCartLines(tx, cartId);
      if (lines.length === 0) throw badRequest('Your cart is empty.', 'CART_EMPTY');
      const settings = await readDeliverySettings(tx);
      if (body.fulfilment === 'pickup' && !settings.pickupEnabled)
        throw badRequest('Pickup is not offered: choose delivery.');
      const subtotalKobo = lines.reduce((sum, line) => sum + line.lineTotalKobo, 0);
      const deliveryKobo = deliveryFeeKobo(settings, body.fulfilment, body.state);
      const totalKobo = subtotalKobo + deliveryKobo;
      if (totalKobo !== body.expectedTotalKobo) {
        throw new PriceChanged(
          [
            ...lines
              .filter((line) => line.previousPriceKobo !== null)
              .map(
                (line) =>
                  `${line.name} is now ${formatNaira(line.unitPriceKobo, 'en-NG')} (was ${formatNaira(line.previousPriceKobo!, 'en-NG')}).`,
              ),
            `The total is now ${formatNaira(totalKobo, 'en-NG')}: check it, then pay.`,
          ].join(' '),
        );
      }
      const placedAt = new Date();
      const expiresAt = new Date(placedAt.getTime() + ORDER_HOLD_MINUTES * 60_000);
      const delivery = body.fulfilment === 'delivery';
      const [order] = await tx
        .insert(orders)
        .values({
          reference: newOrderReference(),
          userId: owner.userId,
          visitorHash: owner.visitorHash,
          linkSecret: newLinkSecret(),
          email: body.email.trim(),
          fullName: body.fullName.trim(),
          phone: normaliseNigerianPhone(body.phone),
          fulfilment: body.fulfilment,
          address: delivery ? (body.address ?? '').trim() : '',
          city: delivery ? (body.city ?? '').trim() : '',
          state: delivery ? (body.state ?? '') : '',
          subtotalKobo,
          deliveryKobo,
          totalKobo,
          expiresAt,
          createdAt: placedAt,
        })
        .returning();
      await tx.insert(orderLines).values(
        lines.map((line, position) => ({
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
      );
      await reserveStock(
        tx,
        lines.map((line) => ({
          variantId: line.variantId,
          quantity: line.quantity,
          label: line.variantName ? `${line.name} (${line.variantName})` : line.name,
        })),
      );
      await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
      await recordHistory(tx, order!.id, 'placed', `${lines.length} line(s), total ${totalKobo} kobo`);
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
    throw conflict(error.message, 'PRICE_CHANGED');
  }
}
