// The orders placed signed in, each with its lines, its tickets and what happened to it. Not the secret of
// the order's mailed link, which opens it to whoever holds it.
import { asc, eq, inArray } from 'drizzle-orm';
import { formatTicketCode } from '@shared/ticket-code';
import { events, orderHistory, orderLines, orders, tickets, ticketTypes } from '@server/db/schema';
import type { DataSection } from '@server/db/account-data';

/** Rows grouped by their order, in the order read. */
function byOrder<Row extends { orderId: string }>(rows: Row[]): Map<string, Array<Omit<Row, 'orderId'>>> {
  const groups = new Map<string, Array<Omit<Row, 'orderId'>>>();
  for (const { orderId, ...row } of rows) groups.set(orderId, [...(groups.get(orderId) ?? []), row]);
  return groups;
}

export const orderList: DataSection = async (db, { userId }) => {
  const rows = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      email: orders.email,
      fullName: orders.fullName,
      phone: orders.phone,
      fulfilment: orders.fulfilment,
      address: orders.address,
      city: orders.city,
      state: orders.state,
      subtotalKobo: orders.subtotalKobo,
      deliveryKobo: orders.deliveryKobo,
      totalKobo: orders.totalKobo,
      currency: orders.currency,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      paidReference: orders.paidReference,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  // One after another: the download reads in one transaction, whose connection takes a query at a time.
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      productName: orderLines.productName,
      variantName: orderLines.variantName,
      artistName: orderLines.artistName,
      unitPriceKobo: orderLines.unitPriceKobo,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.position));
  const seats = await db
    .select({
      orderId: tickets.orderId,
      code: tickets.code,
      event: events.name,
      type: ticketTypes.name,
      seat: tickets.seat,
      holderName: tickets.holderName,
      voidedAt: tickets.voidedAt,
      checkedInAt: tickets.checkedInAt,
    })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(inArray(tickets.orderId, ids))
    .orderBy(asc(tickets.createdAt), asc(tickets.seat));
  const history = await db
    .select({ orderId: orderHistory.orderId, kind: orderHistory.kind, note: orderHistory.note, at: orderHistory.at })
    .from(orderHistory)
    .where(inArray(orderHistory.orderId, ids))
    .orderBy(asc(orderHistory.at));
  const linesOf = byOrder(lines);
  const ticketsOf = byOrder(seats.map((seat) => ({ ...seat, code: formatTicketCode(seat.code) })));
  const historyOf = byOrder(history);
  return rows.map(({ id, ...order }) => ({
    ...order,
    lines: linesOf.get(id) ?? [],
    tickets: ticketsOf.get(id) ?? [],
    history: historyOf.get(id) ?? [],
  }));
};
