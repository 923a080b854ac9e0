// The refunds of a cancelled event, one at a time: each job asks the gateway to refund one order, records
// the outcome, and queues the next. A whole order is refunded as the admin's refund does it; an order
// that also holds goods gets back what its seats cost. A refusal is kept as the outcome (the admin then
// refunds by hand) and the next order still goes.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { eventRefunds, orders } from '@server/db/schema';
import { AppError } from '@server/errors';
import { enqueueJob } from '@server/jobs/queue';
import type { JobHandler } from '@server/jobs/runner';
import { recordHistory } from '@server/shop/orders/history';
import type { PaymentContext } from '@server/shop/orders/payment-attempts';
import { REFUNDABLE, requestRefund } from '@server/shop/orders/refunds';
import { GatewayError } from '@server/shop/lib/payment-gateway';
import { refundJobFor } from './cancel-event';

type Outcome = { status: 'requested' | 'refunded' | 'failed'; detail: string };

async function refundOne({ db, gateway }: PaymentContext, orderId: string, amountKobo: number): Promise<Outcome> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (order?.status === 'refunded') return { status: 'refunded', detail: 'Already refunded.' };
  if (order?.status === 'refund_pending') return { status: 'requested', detail: 'A refund was already asked for.' };
  if (!order || !REFUNDABLE.has(order.status) || !order.paidReference) {
    return { status: 'failed', detail: 'The order is not paid: there is nothing to refund.' };
  }
  try {
    if (amountKobo === order.totalKobo) {
      await requestRefund(db, gateway, orderId);
    } else {
      // Goods and seats in one order: only the seats' price goes back.
      await gateway.refund(order.paidReference, amountKobo);
      await recordHistory(db, orderId, 'refund-requested', `${amountKobo} kobo for the cancelled event's tickets`);
    }
    return { status: 'requested', detail: '' };
  } catch (error) {
    if (error instanceof AppError || error instanceof GatewayError) return { status: 'failed', detail: error.message };
    throw error;
  }
}

async function queueNext(db: Db, eventId: string): Promise<void> {
  const [next] = await db
    .select({ orderId: eventRefunds.orderId })
    .from(eventRefunds)
    .where(and(eq(eventRefunds.eventId, eventId), eq(eventRefunds.status, 'queued')))
    .orderBy(asc(eventRefunds.createdAt), asc(eventRefunds.orderId))
    .limit(1);
  if (next) await enqueueJob(db, refundJobFor(eventId, next.orderId));
}

export function eventRefundJob(context: PaymentContext): JobHandler {
  return async (payload) => {
    const eventId = String(payload.eventId);
    const orderId = String(payload.orderId);
    const where = and(eq(eventRefunds.eventId, eventId), eq(eventRefunds.orderId, orderId));
    const [refund] = await context.db.select().from(eventRefunds).where(where);
    if (refund?.status === 'queued') {
      const outcome = await refundOne(context, orderId, refund.amountKobo);
      await context.db
        .update(eventRefunds)
        .set({ ...outcome, updatedAt: new Date() })
        .where(where);
    }
    await queueNext(context.db, eventId);
  };
}
