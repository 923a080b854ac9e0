// Calling an event off: in one transaction the event is marked cancelled (its sales stop), every ticket for
// it is void, its unpaid orders are cancelled (their stock and seats return), a refund is queued for each
// paid order that holds its tickets, and every holder is mailed. The refunds then go to the gateway one at
// a time (refund-job.ts), each outcome kept for the admin.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { eventRefunds, events, orderLines, orders, tickets, ticketTypes } from '@server/db/schema';
import { conflict, notFound } from '@server/errors';
import { enqueueJob } from '@server/jobs/queue';
import { mailI18n } from '@server/mail/mail-language';
import { queueMail } from '@server/mail/outbox';
import { noticeOrderEvent } from '@server/notifications/order-notices';
import { recordHistory } from '@server/shop/orders/history';
import { giveBack } from '@server/shop/orders/stock';
import { lockOrder } from '@server/shop/orders/repository';
import { eventCancelledMail } from './mails';
import { EVENT_ALREADY_CANCELLED, EVENT_NOT_FOUND } from '@server/shop/lib/shop-messages';

export const EVENT_REFUND_JOB = 'event.refund';

const PAID = ['paid', 'shipped', 'delivered'] as const;

/** The job that refunds one order of a cancelled event, keyed so that it is queued once. */
export const refundJobFor = (eventId: string, orderId: string) => ({
  kind: EVENT_REFUND_JOB,
  payload: { eventId, orderId },
  key: `event-refund:${eventId}:${orderId}`,
});

export async function cancelEvent(db: Db, eventId: string, publicUrl: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
    if (!event) throw notFound(EVENT_NOT_FOUND);
    if (event.cancelledAt) throw conflict(EVENT_ALREADY_CANCELLED, 'ALREADY_CANCELLED');
    await tx.update(events).set({ cancelledAt: new Date(), updatedAt: new Date() }).where(eq(events.id, eventId));
    // Sales end now, in the ticket types' own rows: a checkout taking seats at this moment holds those rows,
    // so this waits for it (and the order is found below), and one that comes after finds sales closed.
    await tx
      .update(ticketTypes)
      .set({ salesEndAt: sql`least(coalesce(${ticketTypes.salesEndAt}, ${event.startsAt}), now())` })
      .where(eq(ticketTypes.eventId, eventId));

    // Every order with seats of the event, with what those seats cost.
    const affected = await tx
      .select({
        id: orders.id,
        status: orders.status,
        email: orders.email,
        fullName: orders.fullName,
        reference: orders.reference,
        linkSecret: orders.linkSecret,
        locale: orders.locale,
        seatsKobo: sql<number>`sum(${orderLines.unitPriceKobo} * ${orderLines.quantity})::int`,
      })
      .from(orders)
      .innerJoin(orderLines, and(eq(orderLines.orderId, orders.id), eq(orderLines.eventId, eventId)))
      .groupBy(orders.id)
      .orderBy(asc(orders.id));

    for (const order of affected.filter((o) => o.status === 'pending')) {
      // Locked first: a payment arriving now either comes before (and the order is refunded) or after.
      if ((await lockOrder(tx, order.id))?.status !== 'pending') continue;
      await tx.update(orders).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(orders.id, order.id));
      await giveBack(tx, order.id, { goods: true });
      await recordHistory(tx, order.id, 'cancelled', `${event.name} was cancelled: stock and seats returned`);
    }
    await tx
      .update(tickets)
      .set({ voidedAt: new Date() })
      .where(and(eq(tickets.eventId, eventId), isNull(tickets.voidedAt)));

    // Statuses as they are now: an order paid while this ran is among the paid ones.
    const statuses = new Map(
      affected.length === 0
        ? []
        : (
            await tx
              .select({ id: orders.id, status: orders.status })
              .from(orders)
              .where(
                inArray(
                  orders.id,
                  affected.map((order) => order.id),
                ),
              )
          ).map((row) => [row.id, row.status]),
    );
    const paid = affected.filter((order) => (PAID as readonly string[]).includes(statuses.get(order.id) ?? ''));
    const owed = paid.filter((order) => order.seatsKobo > 0);
    if (owed.length > 0) {
      await tx
        .insert(eventRefunds)
        .values(owed.map((order) => ({ eventId, orderId: order.id, amountKobo: order.seatsKobo })));
      await enqueueJob(tx, refundJobFor(eventId, owed[0]!.id));
    }
    const holders =
      paid.length === 0
        ? new Set<string>()
        : await ticketHolders(
            tx,
            eventId,
            paid.map((order) => order.id),
          );
    for (const order of paid.filter((o) => holders.has(o.id))) {
      await recordHistory(tx, order.id, 'event-cancelled', event.name);
      await noticeOrderEvent(tx, order.id, 'event_cancelled', event.name);
      await queueMail(
        tx,
        order.email,
        eventCancelledMail(
          await mailI18n(order.locale),
          { ...order, eventName: event.name, startsAt: event.startsAt },
          publicUrl,
        ),
        `event-cancelled:${eventId}:${order.id}`,
      );
    }
  });
}

/** The orders among `orderIds` that hold tickets of the event. */
async function ticketHolders(tx: Db, eventId: string, orderIds: string[]): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ orderId: tickets.orderId })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), inArray(tickets.orderId, orderIds)));
  return new Set(rows.map((row) => row.orderId));
}
