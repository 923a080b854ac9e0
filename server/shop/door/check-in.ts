// Letting a ticket in: one conditional update, so two doors scanning the same ticket at once cannot both
// let it in; the one that loses hears when it was checked in, whose ticket it is and of which type (a friend
// holding up a copy of a ticket already in is told apart from its holder). A voided ticket, another event's, or a code
// that is not one is "Not a valid ticket for this event".
import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatTicketCode, normaliseTicketCode } from '@shared/ticket-code';
import type { CheckInAnswer, DoorEvent } from '@shared/schemas/tickets';
import { EVENT_TIME_ZONE } from '@shared/constants';
import { formatDate } from '@shared/locale-format/format';
import type { Locale } from '@shared/locales';
import type { Db } from '@server/db/database';
import { tickets, ticketTypes } from '@server/db/schema';

/** An event's tickets that open the door, and how many have come in. */
export async function doorCounts(
  db: Db,
  event: { id: string; slug: string; name: string; startsAt: Date },
): Promise<DoorEvent> {
  const [counts] = await db
    .select({
      sold: sql<number>`count(*)::int`,
      checkedIn: sql<number>`count(${tickets.checkedInAt})::int`,
    })
    .from(tickets)
    .where(and(eq(tickets.eventId, event.id), isNull(tickets.voidedAt)));
  return {
    ...event,
    startsAt: event.startsAt.toISOString(),
    sold: counts?.sold ?? 0,
    checkedIn: counts?.checkedIn ?? 0,
  };
}

export async function checkIn(
  db: Db,
  event: { id: string; slug: string; name: string; startsAt: Date },
  typed: string,
  userId: string,
  /** The door screen's language, for the time a ticket came in. */
  locale: Locale,
): Promise<CheckInAnswer> {
  const code = normaliseTicketCode(typed);
  const answer = async (outcome: CheckInAnswer['outcome'], message: string) => ({
    outcome,
    message,
    code: code && formatTicketCode(code),
    event: await doorCounts(db, event),
  });
  if (!code) return answer('invalid', 'Not a valid ticket for this event');
  const [admitted] = await db
    .update(tickets)
    .set({ checkedInAt: new Date(), checkedInBy: userId })
    .where(
      and(eq(tickets.code, code), eq(tickets.eventId, event.id), isNull(tickets.voidedAt), isNull(tickets.checkedInAt)),
    )
    .returning({ holderName: tickets.holderName, ticketTypeId: tickets.ticketTypeId });
  if (admitted) {
    const [type] = await db
      .select({ name: ticketTypes.name })
      .from(ticketTypes)
      .where(eq(ticketTypes.id, admitted.ticketTypeId));
    return answer('checked_in', `Checked in — ${admitted.holderName}, ${type?.name ?? 'Ticket'}`);
  }
  const [ticket] = await db
    .select({
      checkedInAt: tickets.checkedInAt,
      voidedAt: tickets.voidedAt,
      holderName: tickets.holderName,
      typeName: ticketTypes.name,
    })
    .from(tickets)
    .leftJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(and(eq(tickets.code, code), eq(tickets.eventId, event.id)));
  if (ticket?.checkedInAt && !ticket.voidedAt) {
    const whose = `${ticket.holderName}, ${ticket.typeName ?? 'Ticket'}`;
    const at = formatDate(ticket.checkedInAt, locale, 'clock', EVENT_TIME_ZONE);
    return answer('already', `Already checked in at ${at} — ${whose}`);
  }
  return answer('invalid', 'Not a valid ticket for this event');
}
