import type { SQL } from 'drizzle-orm';
import type { Db } from './database';

/** Runs a hand-written select and returns its rows: both drivers answer with `{ rows }`. */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute<Record<string, unknown>>(query)) as { rows: Row[] };
  return result.rows;
}
