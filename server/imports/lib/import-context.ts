import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config';
import type { Db } from '@server/db/database';

/** What an import needs from the server: the database, the services' settings and a log for fallbacks. */
export interface ImportContext {
  db: Db;
  settings: Config['imports'];
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: Date;
}
