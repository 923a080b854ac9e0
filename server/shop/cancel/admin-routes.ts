// Calling an event off, and the outcome of the refunds it owes, inside the admin scope.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EventCancellation, EventIdParams } from '@shared/schemas/tickets';
import { BODY_LIMIT } from '@server/http/body-limits';
import { errorResponses } from '@server/http/responses';
import { eventById } from '../door/door-access';
import { cancelEvent } from './cancel-event';
import { cancellationOf } from './cancellation';

export const adminCancellationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['admin'];

  app.get(
    '/api/admin/events/:id/cancellation',
    {
      schema: {
        tags,
        summary: 'Whether the event is cancelled, and the outcome of each refund it owes',
        params: EventIdParams,
        response: { 200: EventCancellation, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return cancellationOf(db, (await eventById(db, request.params.id)).id);
    },
  );

  app.post(
    '/api/admin/events/:id/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel the event: its tickets void, its unpaid orders cancelled, its paid ones refunded one at a time, every holder mailed',
        params: EventIdParams,
        response: { 200: EventCancellation, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      // The event's page says it is cancelled, and its seats are no longer sold.
      config: { invalidates: ['catalog'] },
    },
    async (request) => {
      const event = await eventById(db, request.params.id);
      await cancelEvent(db, event.id, app.config.publicUrl);
      return cancellationOf(db, event.id);
    },
  );
};
