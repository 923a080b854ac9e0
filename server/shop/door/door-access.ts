// Who may open an event's door: admins, and the members an admin named as door staff for that one event.
// This guard serves the check-in routes only; door staff gain nothing in the admin scope, whose own guard
// (server/http/admin-scope.ts) stays exactly as it is.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@server/db/database';
import { eventDoorStaff, events } from '@server/db/schema';
import { forbidden, notFound } from '@server/errors';
import { requireUser } from '@server/http/request-user';
import { EVENT_NOT_FOUND, NOT_DOOR_STAFF } from '@server/shop/lib/shop-messages';

const EVENT_COLUMNS = { id: events.id, slug: events.slug, name: events.name, startsAt: events.startsAt };

/** An event by id, for the admin's door staff and attendees; a 404 when there is none. */
export async function eventById(db: Db, id: string) {
  const [event] = await db.select(EVENT_COLUMNS).from(events).where(eq(events.id, id));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

/** The event by its address, when the asker may check its tickets in: else 401, 403 or 404. */
export async function doorEventFor(db: Db, request: FastifyRequest, slug: string) {
  const user = requireUser(request);
  const [event] = await db.select(EVENT_COLUMNS).from(events).where(eq(events.slug, slug));
  if (user.role === 'admin') {
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return { event, userId: user.id };
  }
  // A member learns nothing of events they do not staff, not even whether they exist.
  const [staff] = event
    ? await db
        .select({ userId: eventDoorStaff.userId })
        .from(eventDoorStaff)
        .where(and(eq(eventDoorStaff.eventId, event.id), eq(eventDoorStaff.userId, user.id)))
    : [];
  if (!event || !staff) throw forbidden(NOT_DOOR_STAFF);
  return { event, userId: user.id };
}
