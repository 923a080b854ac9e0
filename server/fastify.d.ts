import type { Database } from './db/database';
import type { Config } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
  }
}
