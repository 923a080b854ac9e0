// A cancelled event's refunds as the gateway settles them (its refund webhook), for the admin's list and
// for the order: a refund of the seats alone leaves the order's goods paid for.
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { eventRefunds } from '@server/db/schema';

/** The gateway's word on a refund of an order: a cancelled event's refund of it is refunded or failed. */
export async function settleEventRefunds(tx: Db, orderId: string, outcome: 'processed' | 'failed'): Promise<void> {
  await tx
    .update(eventRefunds)
    .set(
      outcome === 'processed'
        ? { status: 'refunded', detail: '', updatedAt: new Date() }
        : { status: 'failed', detail: 'Paystack could not refund it: refund it another way.', updatedAt: new Date() },
    )
    .where(and(eq(eventRefunds.orderId, orderId), eq(eventRefunds.status, 'requested')));
}

/** Whether a cancelled event asked for part of the order back (its seats, not its goods). */
export async function partlyRefunded(tx: Db, orderId: string, totalKobo: number): Promise<boolean> {
  const [part] = await tx
    .select({ orderId: eventRefunds.orderId })
    .from(eventRefunds)
    .where(and(eq(eventRefunds.orderId, orderId), lt(eventRefunds.amountKobo, totalKobo)));
  return part !== undefined;
}
