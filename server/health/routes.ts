// /api/health says the process answers (liveness: restart it when this fails); /api/ready says it should
// be sent traffic (readiness: its database answers and has every migration, and it is not shutting down).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import Type from 'typebox';
import { AppError } from '@server/errors';
import { migrationStatus } from '@server/db/migration-status';
import { errorResponses } from '@server/http/responses';

const Database = Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]);
const Health = Type.Object({ status: Type.Literal('ok'), database: Database });
const Ready = Type.Object({
  status: Type.Literal('ready'),
  database: Database,
  migrations: Type.Object({ applied: Type.Integer(), expected: Type.Integer() }),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Set (main.ts) when the server begins shutting down, so that balancers stop sending it requests. */
    draining: boolean;
  }
}

/** Read by load balancers and monitors, not people: in English. */
const notReady = (message: string) => new AppError(503, 'NOT_READY', message);

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Polled every few seconds by load balancers and monitors: a log line each would drown the rest.
  const probe = { quietLog: true };

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: Health, ...errorResponses },
      },
      config: probe,
    },
    async (_request, reply) => {
      await app.database.db.execute(sql`select 1`);
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: app.database.driver };
    },
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers and has every migration, and the server is not stopping',
        response: { 200: Ready, ...errorResponses },
      },
      config: probe,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.draining) throw notReady('This server is shutting down.');
      let migrations;
      try {
        migrations = await migrationStatus(app.database.db);
      } catch (error) {
        app.log.warn({ err: error }, 'the readiness check could not reach the database');
        throw notReady('The database cannot be reached.');
      }
      if (!migrations.current) {
        throw notReady(
          `The database lacks migrations this version needs (${migrations.applied} of ${migrations.expected} applied): restart the server to apply them.`,
        );
      }
      return {
        status: 'ready' as const,
        database: app.database.driver,
        migrations: { applied: migrations.applied, expected: migrations.expected },
      };
    },
  );
};
