// Plain SQL on either driver: the seed and the cursor look-ups are set-based statements that an ORM
// would only wrap.
import type { Database } from '../server/db/database';

export async function queryRows<Row>(database: Database, text: string, params: unknown[] = []): Promise<Row[]> {
  if (database.driver === 'postgres') return (await database.pool.query(text, params)).rows as Row[];
  return (await database.client.query<Row>(text, params)).rows;
}

export async function execute(database: Database, text: string, params: unknown[] = []): Promise<void> {
  await queryRows(database, text, params);
}
