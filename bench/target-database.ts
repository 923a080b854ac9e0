// The database a run seeds and the server then uses: a fresh `griot_bench` database on the PostgreSQL
// server named by BENCH_DATABASE_URL (or TEST_DATABASE_URL), else PGlite in a temporary DATA_DIR.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/database';

/** The bench's own database: dropped and created again by every run, never any other. */
export const BENCH_DATABASE = 'griot_bench';

export interface TargetDatabase {
  label: string;
  /** The environment that points the production server at the same data. */
  serverEnv: Record<string, string>;
  open(): Promise<Database>;
  /** Removes the temporary DATA_DIR of a PGlite run; the PostgreSQL database is kept for inspection. */
  cleanUp(): Promise<void>;
}

async function recreatePostgresDatabase(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

export async function prepareTargetDatabase(postgresUrl: string | null): Promise<TargetDatabase> {
  if (postgresUrl) {
    const url = await recreatePostgresDatabase(postgresUrl);
    const { hostname, port } = new URL(url);
    return {
      label: `PostgreSQL (${hostname}${port ? `:${port}` : ''}/${BENCH_DATABASE})`,
      serverEnv: { DATABASE_URL: url },
      open: () => openDatabase({ driver: 'postgres', url, poolSize: 2 }),
      cleanUp: async () => undefined,
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'griot-bench-'));
  return {
    label: `PGlite (${dataDir})`,
    // The default, named: the durability rows compare it with DATABASE_SYNC=off.
    serverEnv: { DATA_DIR: dataDir, DATABASE_SYNC: 'commit' },
    // The same folder the server opens (openConfiguredDatabase): DATA_DIR/pglite.
    open: () => openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') }),
    cleanUp: () => rm(dataDir, { recursive: true, force: true }),
  };
}
