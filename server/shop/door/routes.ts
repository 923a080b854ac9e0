// The door: the events the asker may check in at, an event's counts, and checking a ticket in. Guarded by
// door-access.ts (admins, and an event's own door staff), never by the admin scope.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { asc, sql } from 'drizzle-orm';
import { CheckInAnswer, CheckInBody, DoorEvent, EventSlugParams } from '@shared/schemas/tickets';
import { eventDoorStaff, events, ticketTypes } from '@server/db/schema';
import { BODY_LIMIT } from '@server/http/body-limits';
import { requireUser } from '@server/http/request-user';
import { errorResponses } from '@server/http/responses';
import { doorEventFor } from './door-access';
import { checkIn, doorCounts } from './check-in';

export const doorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['tickets'];

  app.get(
    '/api/check-in/events',
    {
      schema: {
        tags,
        summary: 'The events the asker may check tickets in at (an admin: every event selling tickets), soonest first',
        response: { 200: Type.Array(DoorEvent), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = requireUser(request);
      const sells = sql`exists (select 1 from ${ticketTypes} where ${ticketTypes.eventId} = ${events.id})`;
      const staffs = sql`exists (select 1 from ${eventDoorStaff} where ${eventDoorStaff.eventId} = ${events.id}
        and ${eventDoorStaff.userId} = ${user.id})`;
      const rows = await db
        .select({ id: events.id, slug: events.slug, name: events.name, startsAt: events.startsAt })
        .from(events)
        .where(user.role === 'admin' ? sells : staffs)
        .orderBy(asc(events.startsAt))
        .limit(200);
      return Promise.all(rows.map((event) => doorCounts(db, event)));
    },
  );

  app.get(
    '/api/check-in/:slug',
    {
      schema: {
        tags,
        summary: "An event's door: tickets sold and checked in",
        params: EventSlugParams,
        response: { 200: DoorEvent, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { event } = await doorEventFor(db, request, request.params.slug);
      return doorCounts(db, event);
    },
  );

  app.post(
    '/api/check-in/:slug',
    {
      schema: {
        tags,
        summary: 'Check a ticket in by its code: once only, and only at its own event',
        params: EventSlugParams,
        body: CheckInBody,
        response: { 200: CheckInAnswer, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.shopForm,
      config: { invalidates: [] },
    },
    async (request) => {
      const { event, userId } = await doorEventFor(db, request, request.params.slug);
      return checkIn(db, event, request.body.code, userId);
    },
  );
};
