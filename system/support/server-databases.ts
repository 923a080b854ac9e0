// A database of its own for each system test, kept across server restarts: a PGlite data directory, or a
// PostgreSQL database created from TEST_DATABASE_URL. Dropped (or deleted) by dispose().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database, type DatabaseDriver } from '@server/db/database';
import { createScratchDatabase } from '@server/test/postgres-admin';

/** The PostgreSQL server the tests may use, when there is one. */
export const postgresAdminUrl = process.env.TEST_DATABASE_URL?.trim() || null;

/** PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function serverDrivers(): DatabaseDriver[] {
  return postgresAdminUrl ? ['pglite', 'postgres'] : ['pglite'];
}

export interface ServerDatabase {
  driver: DatabaseDriver;
  /** The environment that points a server at this database. */
  env: Record<string, string>;
  /** Opens the database directly (for PGlite, only while no server has it open). */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export async function createServerDatabase(driver: DatabaseDriver): Promise<ServerDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'griot-system-'));
  if (driver === 'pglite') {
    return {
      driver,
      env: { DATA_DIR: dataDir },
      // The path openConfiguredDatabase uses for DATA_DIR.
      open: () => openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') }),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (!postgresAdminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(postgresAdminUrl, 'griot_system');
  return {
    driver,
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    open: () => openDatabase({ driver: 'postgres', url: scratch.url, poolSize: 2 }),
    dispose: async () => {
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
