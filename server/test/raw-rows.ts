// Raw SQL for tests that look at the database behind the app's back.
import type { SQL } from 'drizzle-orm';
import type { Db } from '@server/db/database';

/** Both drivers answer a raw query with `{ rows }`; the shared Db type (node-postgres's) does not say so for PGlite. */
export async function rowsOf<Row>(db: Db, statement: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: Row[] }).rows;
}
