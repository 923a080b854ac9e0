// Refunds: the admin asks the gateway to pay an order back; the gateway does it later and says so by
// webhook. Until then the order shows "Refund pending"; a processed refund makes it refunded, a failed
// one goes to "Payments needing attention". A refunded order that had not been sent returns its stock; its seats return and its tickets are void.
import { noticeOrderEvent } from '@server/notifications/order-notices';
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { orders } from '@server/db/schema';
import { partlyRefunded, settleEventRefunds } from '@server/shop/orders/event-refund-outcomes';
import { badGateway, conflict, notFound } from '@server/errors';
import type { PaymentGateway } from '../lib/payment-gateway';
import { GatewayError } from '../lib/payment-gateway';
import { recordHistory } from './history';
import { flagPayment } from './payment-issues';
import { lockOrder } from './repository';
import { orderReferenceOf } from './references';
import { giveBack } from './stock';

export const REFUNDABLE = new Set(['paid', 'shipped', 'delivered']);

export async function requestRefund(db: Db, gateway: PaymentGateway, orderId: string): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Order not found.');
  if (!REFUNDABLE.has(order.status) || !order.paidReference) {
    throw conflict('Only a paid order can be refunded.', 'NOT_REFUNDABLE');
  }
  try {
    await gateway.refund(order.paidReference, order.totalKobo);
  } catch (error) {
    if (error instanceof GatewayError) throw badGateway(`The refund was not started: ${error.message}.`);
    throw error;
  }
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || !REFUNDABLE.has(locked.status)) return;
    await tx.update(orders).set({ status: 'refund_pending', updatedAt: new Date() }).where(eq(orders.id, orderId));
    // Not sent yet: the items go back on sale now; sent ones come back (or not) outside the shop. Seats
    // always go back, and the order's tickets no longer open the door.
    await giveBack(tx, orderId, { goods: locked.status === 'paid' });
    await recordHistory(
      tx,
      orderId,
      'refund-requested',
      `${locked.totalKobo} kobo via Paystack ${locked.paidReference}`,
    );
  });
}

/** The gateway's word on a refund of the payment `reference`. */
export async function settleRefund(
  db: Db,
  reference: string,
  outcome: 'processed' | 'failed' | 'pending',
): Promise<void> {
  const orderReference = orderReferenceOf(reference);
  if (!orderReference || outcome === 'pending') return;
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.reference, orderReference));
    const order = found && (await lockOrder(tx, found.id));
    if (!order || order.paidReference !== reference) return;
    await settleEventRefunds(tx, order.id, outcome);
    if (outcome === 'processed') {
      if (order.status === 'refunded') return;
      // The seats of a cancelled event came back, and the order's goods stay paid for.
      if (order.status !== 'refund_pending' && (await partlyRefunded(tx, order.id, order.totalKobo))) {
        await recordHistory(tx, order.id, 'refunded-part', `Paystack ${reference}`);
        return;
      }
      await tx.update(orders).set({ status: 'refunded', updatedAt: new Date() }).where(eq(orders.id, order.id));
      await recordHistory(tx, order.id, 'refunded', `Paystack ${reference}`);
      await noticeOrderEvent(tx, order.id, 'order_refunded', order.reference);
      return;
    }
    await flagPayment(tx, {
      kind: 'refund_failed',
      reference,
      orderId: order.id,
      amountKobo: order.totalKobo,
      currency: order.currency,
      detail: `Paystack could not refund order ${order.reference}: refund it another way.`,
    });
    await recordHistory(tx, order.id, 'refund-failed', `Paystack ${reference}`);
  });
}
