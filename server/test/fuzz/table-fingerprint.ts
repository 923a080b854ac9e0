// A cheap fingerprint of every table, in one query: its row count and the sum of a hash of each row's
// text. Two equal fingerprints mean no row was added, removed or changed in between (but for a 32-bit
// hash collision). The sum does not depend on the rows' order, so nothing needs sorting, which makes
// it several times cheaper than an ordered md5 of each table.
// Where the fuzzed app is the database's only user (PGlite), a reading is skipped when the WAL has not
// moved since the last: no row of a logged table changes without writing WAL.
import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { rateLimitCounters, signInAddresses, signInFailures } from '@server/db/schema';
import { rowsOf } from '../raw-rows';

export type Fingerprint = Record<string, string>;

/** The limits' counters (server/http/limits) count every request, refused ones too: they are left out. */
const LIMIT_COUNTER_TABLES: string[] = [rateLimitCounters, signInFailures, signInAddresses].map(getTableName);

/**
 * Every table of the application's schema but the limits' counters (the migrations' bookkeeping lives in
 * another schema).
 */
export async function applicationTables(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name).filter((name) => !LIMIT_COUNTER_TABLES.includes(name));
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Builds the reader once per table list; each call is one round trip, or two when `soleUser` allows
 * the WAL check (on PostgreSQL the WAL position is the cluster's, which other tests' databases move).
 */
export function fingerprinter(db: Db, tables: string[], { soleUser = false } = {}): () => Promise<Fingerprint> {
  if (tables.length === 0) throw new Error('no tables to fingerprint');
  const columns = tables.map(
    (table) =>
      `(select count(*) || ':' || coalesce(sum(hashtext(t::text)), 0) from ${quoted(table)} t) as ${quoted(table)}`,
  );
  const query = sql.raw(`select ${columns.join(', ')}`);
  const read = async () => (await rowsOf<Fingerprint>(db, query))[0]!;
  if (!soleUser) return read;
  let last: { position: string; print: Fingerprint } | null = null;
  return async () => {
    // Read before the tables, so that a write in between moves the next position.
    const [{ position }] = (await rowsOf<{ position: string }>(
      db,
      sql`select pg_current_wal_insert_lsn()::text as position`,
    )) as [{ position: string }];
    if (last?.position === position) return last.print;
    last = { position, print: await read() };
    return last.print;
  };
}

/** The tables whose fingerprints differ, for a readable failure. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}
