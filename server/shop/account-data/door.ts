// The events whose door the member was named to keep, and the tickets they checked in there.
import { asc, eq } from 'drizzle-orm';
import { eventDoorStaff, events, tickets } from '@server/db/schema';
import type { DataSection } from '@server/db/account-data';

export const door: DataSection = async (db, { userId }) => ({
  events: await db
    .select({ event: events.name, startsAt: events.startsAt, since: eventDoorStaff.createdAt })
    .from(eventDoorStaff)
    .innerJoin(events, eq(events.id, eventDoorStaff.eventId))
    .where(eq(eventDoorStaff.userId, userId))
    .orderBy(asc(events.startsAt)),
  // When and where only: the tickets' codes and holders are their buyers' data.
  checkIns: await db
    .select({ event: events.name, checkedInAt: tickets.checkedInAt })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(eq(tickets.checkedInBy, userId))
    .orderBy(asc(tickets.checkedInAt)),
});
