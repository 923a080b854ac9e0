import path from 'node:path';
import type { Config } from '@server/config';
import { openDatabase, type Database } from './db/database';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database under DATA_DIR/pglite. */
export function openConfiguredDatabase(config: Config, onIdleError?: (error: Error) => void): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ driver: 'postgres', url: config.databaseUrl, ...(onIdleError ? { onIdleError } : {}) })
    : openDatabase({ driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite'), sync: config.databaseSync });
}
