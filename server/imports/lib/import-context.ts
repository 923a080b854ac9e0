import type { I18n } from '@lingui/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config';
import type { Db } from '@server/db/database';

/** What an import needs from the server: the database, the services' settings, a log for fallbacks and the
 * language of its result's message. */
export interface ImportContext {
  db: Db;
  settings: Config['imports'];
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The language of the admin who asked, for the result's message. */
  i18n: I18n;
  now?: Date;
}
