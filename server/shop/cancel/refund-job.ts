// The refunds of a cancelled event, one at a time: each job asks the gateway to refund one order, records
// the outcome, and queues the next. A whole order is refunded as the admin's refund does it; an order
// that also holds goods gets back what its seats cost. A refusal is kept as the outcome (the admin then
// refunds by hand) and the next order still goes. Each refund is claimed once (orders/refunds.ts), so a
// job run twice, or an admin's refund at the same moment, sends no second one.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { eventRefunds, orders } from '@server/db/schema';
import { AppError } from '@server/errors';
import { enqueueJob } from '@server/jobs/queue';
import type { JobHandler } from '@server/jobs/runner';
import type { PaymentContext } from '@server/shop/orders/payment-attempts';
import { REFUNDABLE, requestRefund, requestSeatsRefund } from '@server/shop/orders/refunds';
import { GatewayError } from '@server/shop/lib/payment-gateway';
import { refundJobFor } from './cancel-event';

type Outcome = { status: 'requested' | 'refunded' | 'failed'; detail: string };

const ALREADY_ASKED = 'A refund was already asked for.';

async function refundOne(
  { db, gateway }: PaymentContext,
  { eventId, orderId, amountKobo }: { eventId: string; orderId: string; amountKobo: number },
): Promise<Outcome> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (order?.status === 'refunded') return { status: 'refunded', detail: 'Already refunded.' };
  if (order?.status === 'refund_pending') return { status: 'requested', detail: ALREADY_ASKED };
  if (!order || !REFUNDABLE.has(order.status) || !order.paidReference) {
    return { status: 'failed', detail: 'The order is not paid: there is nothing to refund.' };
  }
  try {
    if (amountKobo >= order.totalKobo) await requestRefund(db, gateway, orderId);
    // Goods and seats in one order: only the seats' price goes back.
    else await requestSeatsRefund(db, gateway, orderId, eventId, amountKobo);
    return { status: 'requested', detail: '' };
  } catch (error) {
    // An admin's refund of the order (or this job's own, run twice) was claimed first: it covers the seats.
    if (error instanceof AppError && (error.code === 'REFUND_ASKED' || error.code === 'NOTHING_LEFT')) {
      return { status: 'requested', detail: ALREADY_ASKED };
    }
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
      const outcome = await refundOne(context, { eventId, orderId, amountKobo: refund.amountKobo });
      await context.db
        .update(eventRefunds)
        .set({ ...outcome, updatedAt: new Date() })
        .where(where);
    }
    await queueNext(context.db, eventId);
  };
}
