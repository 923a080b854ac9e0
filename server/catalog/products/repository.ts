// Products, newest first: keyset on (created_at, id), served by products_newest_idx, optionally filtered; and
// one product by its slug for its page. Every product is read with its artist's name and page, in the same
// query.
import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { ProductDetail } from '@shared/schemas/catalog';
import type { Db } from '@server/db/database';
import { artists, products, storedImages } from '@server/db/schema';
import { imageDetailsColumns, imageDetailsJoin } from '@server/db/stored-images';
import { cursorChecks, decodeCursor, filterScope, toPage } from '@server/http/paging/cursor';
import type { ListParams } from '@server/http/paging/list-params';
import { findBySlug, type SlugLookup } from '@server/db/slugs/slug-lookup';
import type { ProductFilters } from '../lib/list-filters';
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
      image: imageDetailsColumns,
      stock: stockOfProduct,
      defaultVariantId: soleVariantOf,
    })
    .from(products)
    .innerJoin(artists, eq(artists.id, products.artistId))
    .leftJoin(storedImages, imageDetailsJoin(products.imageUrl))
    .where(condition)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
}

/** The rows the filters keep. Prices are compared as bigint: a filter may go past the column's integer range. */
function productsWhere({ category, artist, minPriceKobo, maxPriceKobo, inStock }: ProductFilters): SQL | undefined {
  return and(
    category ? eq(products.type, category) : undefined,
    artist ? eq(artists.slug, artist) : undefined,
    minPriceKobo !== undefined ? sql`${products.priceKobo} >= ${minPriceKobo}::bigint` : undefined,
    maxPriceKobo !== undefined ? sql`${products.priceKobo} <= ${maxPriceKobo}::bigint` : undefined,
    // Uncounted stock (null) is never sold out.
    inStock === undefined ? undefined : inStock ? sql`coalesce(${stockOfProduct}, 1) > 0` : sql`${stockOfProduct} = 0`,
  );
}

export async function listProducts(db: Db, { limit, cursor }: ListParams, filters: ProductFilters = {}) {
  const scope = filterScope(filters);
  const after = cursor && decodeCursor(cursor, [cursorChecks.timestamp, cursorChecks.uuid], scope);
  const rows = await selectProducts(
    db,
    and(
      productsWhere(filters),
      after ? sql`(${products.createdAt}, ${products.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
    ),
    limit + 1,
  );
  return toPage(rows, limit, (row) => [row.createdAt.toISOString(), row.id], presentProduct, scope);
}

export function findProductBySlug(db: Db, slug: string): Promise<SlugLookup<ProductDetail>> {
  return findBySlug(db, 'product', products, slug, async (condition) => {
    const [row] = await selectProducts(db, condition, 1);
    if (!row) return null;
    const variants = await variantsOf(db, [row.id]);
    return presentProductDetail(row, variants.get(row.id)!);
  });
}
