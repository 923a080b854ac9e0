// Whether a typed prefix is common in a table, read from PostgreSQL's own statistics of its search column
// (pg_stats.most_common_elems: the lexemes in more than a few rows in a thousand, with their shares). The
// planner guesses a prefix at two percent of the rows whatever it is, so it reads a common prefix ("acc",
// in an eighth of the posts) through the whole index before taking a thousand rows; a scan that stops at
// the thousandth match costs a tenth of that. A rare prefix keeps the index.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { selectRows } from '@server/db/select-rows';

/** A prefix in at least this share of a table's rows is read by a scan. */
const COMMON_SHARE = 0.01;
/** Statistics change with ANALYZE (autovacuum), not with each row: read them again after this long. */
const FRESH_MS = 10 * 60_000;

interface LexemeStats {
  lexemes: string[];
  shares: number[];
}
type Cache = Map<string, { readAt: number; stats: LexemeStats | null }>;
/** Per database handle, per table. */
const caches = new WeakMap<Db, Cache>();

async function statsOf(db: Db, table: string): Promise<LexemeStats | null> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map() as Cache));
  const cached = cache.get(table);
  if (cached && Date.now() - cached.readAt < FRESH_MS) return cached.stats;
  const [row] = await selectRows<{ lexemes: string[] | null; shares: number[] | null }>(
    db,
    sql`select most_common_elems::text::text[] as lexemes, most_common_elem_freqs as shares
      from pg_stats where schemaname = current_schema() and tablename = ${table} and attname = 'search'`,
  );
  const stats = row?.lexemes && row.shares ? { lexemes: row.lexemes, shares: row.shares.map(Number) } : null;
  cache.set(table, { readAt: Date.now(), stats });
  return stats;
}

/** True when the lexemes starting with `prefix` are in at least COMMON_SHARE of the table's rows. */
export async function isCommonPrefix(db: Db, table: string, prefix: string): Promise<boolean> {
  const stats = await statsOf(db, table);
  if (!stats) return false;
  let share = 0;
  stats.lexemes.forEach((lexeme, index) => {
    if (lexeme.startsWith(prefix)) share += stats.shares[index] ?? 0;
  });
  return share >= COMMON_SHARE;
}
