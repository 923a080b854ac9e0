// Tickets as their holder sees them: the code in groups, its QR image, the event and the seat's type.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Ticket } from '@shared/schemas/shop';
import { eventPlace } from '@shared/event-place';
import { formatTicketCode } from '@shared/ticket-code';
import type { Db } from '@server/db/database';
import { eventRefunds, events, orders, tickets, ticketTypes } from '@server/db/schema';

/** The QR image of a code as an SVG document; the code alone, so that any scanner reads it. */
export function qrSvgOf(code: string): Promise<string> {
  return QRCode.toString(code, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

/** The code's QR image as a PNG, for mail (mail clients block SVG). */
export function qrPngOf(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: 'png', margin: 2, errorCorrectionLevel: 'M', width: 240 });
}

/** Tickets matching `where`, in the order they were issued. */
export async function readTickets(db: Db, where: SQL): Promise<Ticket[]> {
  const rows = await db
    .select({
      code: tickets.code,
      holderName: tickets.holderName,
      typeName: ticketTypes.name,
      eventName: events.name,
      eventSlug: events.slug,
      startsAt: events.startsAt,
      venue: events.venue,
      city: events.city,
      location: events.location,
      voidedAt: tickets.voidedAt,
      checkedInAt: tickets.checkedInAt,
      orderReference: orders.reference,
      orderStatus: orders.status,
      eventRefund: eventRefunds.status,
    })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    // A cancelled event refunds its seats even when the order (with goods too) stays paid.
    .leftJoin(eventRefunds, and(eq(eventRefunds.eventId, tickets.eventId), eq(eventRefunds.orderId, tickets.orderId)))
    .where(where)
    .orderBy(asc(events.startsAt), asc(tickets.createdAt), asc(tickets.orderLineId), asc(tickets.seat))
    .limit(500);
  return Promise.all(
    rows.map(async ({ venue, city, location, voidedAt, checkedInAt, orderStatus, eventRefund, ...row }) => ({
      ...row,
      code: formatTicketCode(row.code),
      qrSvg: await qrSvgOf(row.code),
      startsAt: row.startsAt.toISOString(),
      venue: eventPlace({ venue, city, location }),
      status: voidedAt ? ('void' as const) : checkedInAt ? ('checked_in' as const) : ('valid' as const),
      checkedInAt: checkedInAt?.toISOString() ?? null,
      refunded:
        voidedAt !== null && (eventRefund !== null || orderStatus === 'refund_pending' || orderStatus === 'refunded'),
    })),
  );
}

export const ticketsOfOrder = (db: Db, orderId: string) => readTickets(db, eq(tickets.orderId, orderId));

/** A member's tickets: those of every order they placed signed in. */
export const ticketsOfUser = (db: Db, userId: string) => readTickets(db, sql`${orders.userId} = ${userId}`);
