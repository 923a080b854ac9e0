// Letting a ticket in: one conditional update, so two doors scanning the same ticket at once cannot both
// let it in; the one that loses hears when it was checked in, whose ticket it is and of which type (a friend
// holding up a copy of a ticket already in is told apart from its holder). A voided ticket, another event's, or a code
// that is not one is "Not a valid ticket for this event".
import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatTicketCode, normaliseTicketCode } from '@shared/ticket-code';
import type { CheckInAnswer, DoorEvent } from '@shared/schemas/tickets';
import { EVENT_TIME_ZONE } from '@shared/constants';
import { formatDate } from '@shared/locale-format/format';
import { SOURCE_LOCALE } from '@shared/locales';
import { checkInText } from '@shared/door-texts';
import { inEnglish } from '@server/lib/i18n/server-i18n';
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
): Promise<CheckInAnswer> {
  const code = normaliseTicketCode(typed);
  const answer = async (
    outcome: CheckInAnswer['outcome'],
    ticket: { holderName: string; typeName: string | null; checkedInAt: Date | null } | null = null,
  ): Promise<CheckInAnswer> => {
    const checkedInAt = outcome === 'already' ? (ticket?.checkedInAt ?? null) : null;
    const words = { outcome, holderName: ticket?.holderName ?? null, typeName: ticket?.typeName ?? null };
    const time = checkedInAt && formatDate(checkedInAt, SOURCE_LOCALE, 'clock', EVENT_TIME_ZONE);
    return {
      ...words,
      checkedInAt: checkedInAt?.toISOString() ?? null,
      message: inEnglish(checkInText(words, time)),
      code: code && formatTicketCode(code),
      event: await doorCounts(db, event),
    };
  };
  if (!code) return answer('invalid');
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
    return answer('checked_in', { holderName: admitted.holderName, typeName: type?.name ?? null, checkedInAt: null });
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
  if (ticket?.checkedInAt && !ticket.voidedAt) return answer('already', ticket);
  return answer('invalid');
}
