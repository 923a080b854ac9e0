// Tickets come into being when their order is paid (or placed, when free): one per seat of each line of
// seats, inside the transaction that marks the order paid. That transaction holds the order's row lock
// and runs once per order; the unique (line, seat) index makes a second issue write nothing regardless.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { orderLines, tickets } from '@server/db/schema';
import { newTicketCode } from './codes';

export async function issueTickets(tx: Db, order: { id: string; fullName: string }): Promise<void> {
  const lines = await tx
    .select({
      id: orderLines.id,
      quantity: orderLines.quantity,
      ticketTypeId: orderLines.ticketTypeId,
      eventId: orderLines.eventId,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), isNotNull(orderLines.ticketTypeId), isNotNull(orderLines.eventId)));
  const seats = lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, index) => ({
      code: newTicketCode(),
      orderId: order.id,
      orderLineId: line.id,
      seat: index + 1,
      eventId: line.eventId!,
      ticketTypeId: line.ticketTypeId!,
      holderName: order.fullName,
    })),
  );
  if (seats.length === 0) return;
  await tx
    .insert(tickets)
    .values(seats)
    .onConflictDoNothing({ target: [tickets.orderLineId, tickets.seat] });
}

/** A refunded or cancelled order's tickets no longer open the door. */
export async function voidTickets(tx: Db, orderId: string): Promise<void> {
  await tx
    .update(tickets)
    .set({ voidedAt: new Date() })
    .where(and(eq(tickets.orderId, orderId), isNull(tickets.voidedAt)));
}
