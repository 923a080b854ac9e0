// Applies the committed drizzle-kit migrations. On PostgreSQL a session advisory lock lets several
// servers start at once against one database without racing each other.
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Database } from './database';
import { fromRoot } from '@server/project-root';

export const migrationsFolder = fromRoot('server', 'db', 'migrations');
const MIGRATION_LOCK = 7_300_001;

/** `folder` is for tests that stop at an earlier migration (server/db/migrations.test.ts). */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(drizzlePglite(database.client), { migrationsFolder: folder });
    return;
  }
  const connection = await database.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(connection), { migrationsFolder: folder });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    connection.release();
  }
}
