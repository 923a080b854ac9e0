// A cancelled event as its admin follows it: when it was called off, and each refund's outcome.
import { asc, eq } from 'drizzle-orm';
import type { EventCancellation } from '@shared/schemas/tickets';
import type { Db } from '@server/db/database';
import { eventRefunds, events, orders } from '@server/db/schema';

export async function cancellationOf(db: Db, eventId: string): Promise<EventCancellation> {
  const [[event], refunds] = await Promise.all([
    db.select({ cancelledAt: events.cancelledAt }).from(events).where(eq(events.id, eventId)),
    db
      .select({
        reference: orders.reference,
        email: orders.email,
        amountKobo: eventRefunds.amountKobo,
        status: eventRefunds.status,
        detail: eventRefunds.detail,
      })
      .from(eventRefunds)
      .innerJoin(orders, eq(orders.id, eventRefunds.orderId))
      .where(eq(eventRefunds.eventId, eventId))
      .orderBy(asc(eventRefunds.createdAt), asc(eventRefunds.orderId)),
  ]);
  return {
    cancelledAt: event?.cancelledAt?.toISOString() ?? null,
    refunds: refunds.map((refund) => ({
      ...refund,
      status: refund.status as EventCancellation['refunds'][number]['status'],
    })),
  };
}
