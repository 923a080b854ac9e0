// A cheap fingerprint of every table, in one query: its row count and the sum of a hash of each row's
// text. Two equal fingerprints mean no row was added, removed or changed in between (but for a 32-bit
// hash collision). The sum does not depend on the rows' order, so nothing needs sorting: about 3 ms on
// PGlite for the whole schema, where an ordered md5 of each table took 11.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';

export type Fingerprint = Record<string, string>;

interface Rows<T> {
  rows: T[];
}

/** Every table of the application's schema (the migrations' bookkeeping lives in another schema). */
export async function applicationTables(db: Db): Promise<string[]> {
  const result = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ name: string }>;
  return result.rows.map((row) => row.name);
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Builds the reader once per table list; each call is one round trip. */
export function fingerprinter(db: Db, tables: string[]): () => Promise<Fingerprint> {
  if (tables.length === 0) throw new Error('no tables to fingerprint');
  const columns = tables.map(
    (table) =>
      `(select count(*) || ':' || coalesce(sum(hashtext(t::text)), 0) from ${quoted(table)} t) as ${quoted(table)}`,
  );
  const query = sql.raw(`select ${columns.join(', ')}`);
  return async () => ((await db.execute(query)) as unknown as Rows<Fingerprint>).rows[0]!;
}

/** The tables whose fingerprints differ, for a readable failure. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}
