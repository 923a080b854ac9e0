// The holder's side of tickets: a member's tickets, for "My tickets". (An order's tickets come with the
// order: server/shop/orders/routes.ts.)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Ticket } from '@shared/schemas/shop';
import { requireUser } from '@server/http/request-user';
import { errorResponses } from '@server/http/responses';
import { ticketsOfUser } from './present';

export const ticketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/tickets',
    {
      schema: {
        tags: ['tickets'],
        summary: "The signed-in member's tickets, soonest event first",
        response: { 200: Type.Array(Ticket), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ticketsOfUser(app.database.db, requireUser(request).id);
    },
  );
};
