// Refunds: the admin asks the gateway to pay an order back; the gateway does it later and says so by
// webhook. Until then the order shows "Refund pending"; a processed refund makes it refunded, a failed
// one goes to "Payments needing attention". A refunded order that had not been sent returns its stock; its seats return and its tickets are void.
import { noticeOrderEvent } from '@server/notifications/order-notices';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { orderRefunds, orders } from '@server/db/schema';
import { partlyRefunded, settleEventRefunds } from '@server/shop/orders/event-refund-outcomes';
import { badGateway, conflict, notFound } from '@server/errors';
import type { PaymentGateway } from '../lib/payment-gateway';
import { GatewayError } from '../lib/payment-gateway';
import { recordHistory } from './history';
import { flagPayment } from './payment-issues';
import { lockOrder, type OrderRow } from './repository';
import { orderReferenceOf } from './references';
import { giveBack } from './stock';
import { formatNairaIn } from '@shared/locale-format/format';
import {
  NOT_REFUNDABLE,
  NOTHING_LEFT,
  ORDER_NOT_FOUND,
  REFUND_ASKED,
  refundNotStarted,
} from '@server/shop/lib/shop-messages';

export const REFUNDABLE = new Set(['paid', 'shipped', 'delivered']);

/** What is refunded: the rest of the order, or a cancelled event's seats (at most what is left). */
export type RefundIntent = { kind: 'order' } | { kind: 'event'; eventId: string; amountKobo: number };

const keyOf = (intent: RefundIntent) => (intent.kind === 'order' ? 'order' : `event:${intent.eventId}`);

interface Claimed {
  order: OrderRow;
  amountKobo: number;
}

/**
 * Claims one refund intent under the order's lock: its row is written before the gateway is asked, with the
 * amount left computed in the same transaction, so parallel requests send one refund of the right amount.
 */
async function claimRefund(db: Db, orderId: string, intent: RefundIntent): Promise<Claimed> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!REFUNDABLE.has(order.status) || !order.paidReference) throw conflict(NOT_REFUNDABLE, 'NOT_REFUNDABLE');
    const claims = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    if (claims.some((claim) => claim.intent === keyOf(intent))) throw conflict(REFUND_ASKED, 'REFUND_ASKED');
    const left = order.totalKobo - claims.reduce((sum, claim) => sum + claim.amountKobo, 0);
    const amountKobo = intent.kind === 'order' ? left : Math.min(intent.amountKobo, left);
    if (amountKobo <= 0) throw conflict(NOTHING_LEFT, 'NOTHING_LEFT');
    // The primary key is the last word: under the lock no other claim of this intent can be in between.
    await tx.insert(orderRefunds).values({ orderId, intent: keyOf(intent), amountKobo });
    return { order, amountKobo };
  });
}

/** Asks the gateway for a claimed refund; a refusal gives the claim back, so the admin can ask again. */
async function sendRefund(db: Db, gateway: PaymentGateway, claim: Claimed, intent: RefundIntent): Promise<void> {
  try {
    await gateway.refund(claim.order.paidReference!, claim.amountKobo);
  } catch (error) {
    await db
      .delete(orderRefunds)
      .where(and(eq(orderRefunds.orderId, claim.order.id), eq(orderRefunds.intent, keyOf(intent))));
    if (error instanceof GatewayError) throw badGateway(refundNotStarted(error.message));
    throw error;
  }
}

/** The admin's refund (or a cancelled event's whole order): what is left of the order goes back. */
export async function requestRefund(db: Db, gateway: PaymentGateway, orderId: string): Promise<void> {
  const intent: RefundIntent = { kind: 'order' };
  const claim = await claimRefund(db, orderId, intent);
  await sendRefund(db, gateway, claim, intent);
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
      `${formatNairaIn(claim.amountKobo, 'en')} via Paystack ${locked.paidReference}`,
    );
  });
}

/** A cancelled event's seats in an order that also holds goods: only the seats' price goes back, once. */
export async function requestSeatsRefund(
  db: Db,
  gateway: PaymentGateway,
  orderId: string,
  eventId: string,
  amountKobo: number,
): Promise<void> {
  const intent: RefundIntent = { kind: 'event', eventId, amountKobo };
  const claim = await claimRefund(db, orderId, intent);
  await sendRefund(db, gateway, claim, intent);
  await recordHistory(
    db,
    orderId,
    'refund-requested',
    `${formatNairaIn(claim.amountKobo, 'en')} for the cancelled event's tickets`,
  );
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
