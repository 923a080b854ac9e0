// One `Database` handle over either driver: embedded PGlite (default) or PostgreSQL through `pg`.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { FlushingNodeFS } from './flushing-node-fs';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

interface DatabaseBase {
  db: Db;
  close(): Promise<void>;
}
export type Database =
  | (DatabaseBase & { driver: 'pglite'; client: PGlite })
  /** `url`: for a connection of its own outside the pool (LISTEN holds one for as long as it listens). */
  | (DatabaseBase & { driver: 'postgres'; pool: pg.Pool; url: string });

/**
 * When the embedded database's commits reach the disk (DATABASE_SYNC): `commit` flushes the WAL before a
 * commit returns, as PostgreSQL does; `off` leaves writes to the operating system, which survives a crash
 * of the process but not of the machine (docs/decisions/010-durable-commits.md).
 */
export type DatabaseSync = 'commit' | 'off';

export type DatabaseTarget =
  /** `sync` applies to a `dataDir` (in memory there is no disk): `commit` unless given. */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob; sync?: DatabaseSync }
  | { driver: 'postgres'; url: string; poolSize?: number; onIdleError?: (error: Error) => void };

/** Closing twice (a signal during shutdown, a test that closed early) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => (closing ??= close());
}

/**
 * Under PGlite the shared buffers are this process's own memory, all of it touched when the database
 * opens, so they are kept small; pages outside them come from the operating system's file cache
 * (docs/performance.md). Big sites belong on PostgreSQL.
 */
const PGLITE_SETTINGS = ['shared_buffers = 16MB'];

/**
 * PGlite starts PostgreSQL with fsync off (`-F`). Durable commits turn it on and have the WAL flushed with
 * fsync(), which FlushingNodeFS carries to the disk: fdatasync(), PostgreSQL's default on Linux, does nothing
 * in PGlite.
 */
function onDisk(dataDir: string, sync: DatabaseSync) {
  if (sync === 'off') return { dataDir };
  return {
    dataDir,
    fs: new FlushingNodeFS(dataDir),
    startParams: PGlite.defaultStartParams.filter((param) => param !== '-F'),
    postgresqlconf: [...PGLITE_SETTINGS, 'wal_sync_method = fsync'],
  };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection that the server closes (a restart, a failover, an administrator) is replaced on
    // next use; without a listener, pg would turn it into an uncaught exception and stop the process.
    pool.on('error', (error) => target.onIdleError?.(error));
    // Fail at start, with the driver's own reason, rather than on the first request.
    const probe = await pool.connect();
    probe.release();
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      driver: 'postgres',
      pool,
      url: target.url,
      close: once(() => pool.end()),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    postgresqlconf: PGLITE_SETTINGS,
    // Search's accent folding and typo tolerance (docs/decisions/009-search-matching.md); PostgreSQL ships both.
    extensions: { unaccent, pg_trgm },
    ...(target.dataDir ? onDisk(target.dataDir, target.sync ?? 'commit') : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    driver: 'pglite',
    client,
    close: once(() => client.close()),
  };
}
