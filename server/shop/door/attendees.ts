// An event's attendees for its admin: tickets sold, revenue and check-ins per ticket type, and the list
// as CSV (server/lib/csv-file.ts: a buyer's name can never run as a formula in it).
import type { I18n } from '@lingui/core';
import { asc, eq, sql } from 'drizzle-orm';
import { formatTicketCode } from '@shared/ticket-code';
import type { AttendeeSummary } from '@shared/schemas/tickets';
import type { Db } from '@server/db/database';
import { orderLines, orders, tickets, ticketTypes } from '@server/db/schema';
import { csvFile } from '@server/lib/csv-file';
import { doorCounts } from './check-in';

type DoorEventRow = { id: string; slug: string; name: string; startsAt: Date };

export async function attendeeSummary(db: Db, event: DoorEventRow): Promise<AttendeeSummary> {
  const live = sql`${tickets.voidedAt} is null`;
  const types = await db
    .select({
      name: ticketTypes.name,
      priceKobo: ticketTypes.priceKobo,
      capacity: ticketTypes.capacity,
      sold: sql<number>`count(${tickets.id}) filter (where ${live})::int`,
      revenueKobo: sql<number>`coalesce(sum(${orderLines.unitPriceKobo}) filter (where ${live}), 0)::int`,
      checkedIn: sql<number>`count(${tickets.checkedInAt}) filter (where ${live})::int`,
    })
    .from(ticketTypes)
    .leftJoin(tickets, eq(tickets.ticketTypeId, ticketTypes.id))
    .leftJoin(orderLines, eq(orderLines.id, tickets.orderLineId))
    .where(eq(ticketTypes.eventId, event.id))
    .groupBy(ticketTypes.id)
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.createdAt));
  return {
    event: await doorCounts(db, event),
    types,
    revenueKobo: types.reduce((sum, type) => sum + type.revenueKobo, 0),
  };
}

/** The attendees file's columns, in the admin's language; its values stay as stored. */
const ATTENDEE_COLUMNS = [
  /*i18n*/ { id: 'shop.attendees-csv.ticket', message: 'Ticket' },
  /*i18n*/ { id: 'shop.attendees-csv.holder', message: 'Holder' },
  /*i18n*/ { id: 'shop.attendees-csv.email', message: 'E-mail' },
  /*i18n*/ { id: 'shop.attendees-csv.type', message: 'Type' },
  /*i18n*/ { id: 'shop.attendees-csv.order', message: 'Order' },
  /*i18n*/ { id: 'shop.attendees-csv.status', message: 'Status' },
  /*i18n*/ { id: 'shop.attendees-csv.checked-in-at', message: 'Checked in at' },
];

export async function attendeesCsv(db: Db, eventId: string, i18n: I18n): Promise<string> {
  const rows = await db
    .select({
      code: tickets.code,
      holderName: tickets.holderName,
      typeName: ticketTypes.name,
      email: orders.email,
      reference: orders.reference,
      voidedAt: tickets.voidedAt,
      checkedInAt: tickets.checkedInAt,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(eq(tickets.eventId, eventId))
    .orderBy(asc(tickets.holderName), asc(tickets.createdAt), asc(tickets.seat));
  return csvFile(
    ATTENDEE_COLUMNS.map((column) => i18n._(column)),
    rows.map((row) => [
      formatTicketCode(row.code),
      row.holderName,
      row.email,
      row.typeName,
      row.reference,
      row.voidedAt ? 'void' : row.checkedInAt ? 'checked in' : 'valid',
      row.checkedInAt?.toISOString() ?? '',
    ]),
  );
}
