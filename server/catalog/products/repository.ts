// Products, newest first: keyset on (created_at, id), served by products_newest_idx; and one product by its
// slug for its page. Every product is read with its artist's name and page, in the same query.
import { desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { ProductDetail } from '@shared/schemas/catalog';
import type { Db } from '@server/db/database';
import { artists, products } from '@server/db/schema';
import { cursorChecks, decodeCursor, toPage } from '@server/http/paging/cursor';
import type { ListParams } from '@server/http/paging/list-params';
import { findBySlug, type SlugLookup } from '@server/db/slugs/slug-lookup';
import { presentProduct, presentProductDetail, type ProductRow } from './presenter';
import { soleVariantOf, stockOfProduct, variantsOf } from './variants';

/** Products with their artist and units left, where `condition` holds, newest first. */
export function selectProducts(
  db: Db,
  condition: SQL | undefined,
  limit: number,
): Promise<Array<ProductRow & { stock: number | null; defaultVariantId: string | null }>> {
  return db
    .select({
      ...getTableColumns(products),
      artistRef: { id: artists.id, slug: artists.slug, name: artists.name },
      stock: stockOfProduct,
      defaultVariantId: soleVariantOf,
    })
    .from(products)
    .innerJoin(artists, eq(artists.id, products.artistId))
    .where(condition)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
}

export async function listProducts(db: Db, { limit, cursor }: ListParams) {
  const after = cursor && decodeCursor(cursor, [cursorChecks.timestamp, cursorChecks.uuid]);
  const rows = await selectProducts(
    db,
    after ? sql`(${products.createdAt}, ${products.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
    limit + 1,
  );
  return toPage(rows, limit, (row) => [row.createdAt.toISOString(), row.id], presentProduct);
}

export function findProductBySlug(db: Db, slug: string): Promise<SlugLookup<ProductDetail>> {
  return findBySlug(db, 'product', products, slug, async (condition) => {
    const [row] = await selectProducts(db, condition, 1);
    if (!row) return null;
    const variants = await variantsOf(db, [row.id]);
    return presentProductDetail(row, variants.get(row.id)!);
  });
}
