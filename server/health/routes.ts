import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import Type from 'typebox';
import { errorResponses } from '@server/http/responses';

const Health = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: Health, ...errorResponses },
      },
      // Polled every few seconds by load balancers and monitors: a line each would drown the rest.
      config: { quietLog: true },
    },
    async (_request, reply) => {
      await app.database.db.execute(sql`select 1`);
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: app.database.driver };
    },
  );
};
