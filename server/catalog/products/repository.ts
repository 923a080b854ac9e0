// Products, newest first: keyset on (created_at, id), served by products_newest_idx.
import { desc, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { products } from '@server/db/schema';
import { cursorChecks, decodeCursor, toPage } from '@server/http/paging/cursor';
import type { ListParams } from '@server/http/paging/list-params';
import { presentProduct } from './presenter';

export async function listProducts(db: Db, { limit, cursor }: ListParams) {
  const after = cursor && decodeCursor(cursor, [cursorChecks.timestamp, cursorChecks.uuid]);
  const rows = await db
    .select()
    .from(products)
    .where(
      after ? sql`(${products.createdAt}, ${products.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit + 1);
  return toPage(rows, limit, (row) => [row.createdAt.toISOString(), row.id], presentProduct);
}
