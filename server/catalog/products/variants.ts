// A product's variants: read for a page of products, and written with the product in its transaction.
// Ids stay stable across edits (carts and orders name them); a variant left out of an edit is deleted,
// which empties it from carts and keeps the orders' copies of its name and price.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductVariant } from '@shared/schemas/catalog';
import type { VariantInput } from '@shared/schemas/admin-catalog';
import type { Db } from '@server/db/database';
import { productVariants } from '@server/db/schema';
import { isUniqueViolation } from '@server/db/unique-violation';
import { conflict } from '@server/errors';
import { writeNamedChildren } from '../lib/named-children';

/** The most a variant's stock counts (the input's own limit). */
const MAX_STOCK = 1_000_000;

/** What a product without variants of its own is sold as. */
export const DEFAULT_VARIANT = { name: 'Standard', sku: null, stock: null } as const;

// The two expressions below are for a select from `products`, whose row they name in full: Drizzle leaves
// a lone table's columns unqualified, which inside the subquery would mean the variant's own.

/** Units left over a product's variants: null when any is unlimited. */
export const stockOfProduct = sql<number | null>`(select case when bool_or(v.stock is null) then null
  else coalesce(sum(v.stock), 0)::int end from product_variants v where v.product_id = "products"."id")`;

/** The product's one variant when it has exactly one. */
export const soleVariantOf = sql<string | null>`(select case when count(*) = 1 then min(v.id::text) end
  from product_variants v where v.product_id = "products"."id")`;

export async function variantsOf(db: Db, productIds: string[]): Promise<Map<string, ProductVariant[]>> {
  const byProduct = new Map<string, ProductVariant[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.createdAt));
  for (const row of rows) {
    byProduct.get(row.productId)?.push({ id: row.id, name: row.name, sku: row.sku, stock: row.stock });
  }
  return byProduct;
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/**
 * The stock an edit leaves: the difference the editor made to what they were shown, added to the stock as
 * it is now (read under the row lock), between 0 and the limit; the stock as given when either side is
 * uncounted or the editor's view is unknown.
 */
function stockToWrite(variant: VariantInput, now: number | null | undefined): number | null {
  const { stock, stockSeen } = variant;
  if (stock === null || stockSeen === undefined || stockSeen === null || now === undefined || now === null) {
    return stock;
  }
  return Math.min(MAX_STOCK, Math.max(0, now + (stock - stockSeen)));
}

/**
 * Writes a product's variants inside its transaction: `undefined` keeps an edited product's variants (a
 * new product gets the default one).
 */
export async function writeVariants(
  tx: Db,
  productId: string,
  input: readonly VariantInput[] | undefined,
  { isNew }: { isNew: boolean },
): Promise<void> {
  if (!input) {
    if (isNew) await tx.insert(productVariants).values({ productId, ...DEFAULT_VARIANT });
    return;
  }
  const existing = await tx
    .select({ id: productVariants.id, name: productVariants.name, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .for('update');
  try {
    await writeNamedChildren(tx, {
      table: productVariants,
      idColumn: productVariants.id,
      nameColumn: productVariants.name,
      existing,
      input,
      field: 'variants',
      messages: {
        repeatedName: /*i18n*/ { id: 'catalog.variants.repeated-name', message: 'Each variant needs its own name.' },
        stranger: /*i18n*/ { id: 'catalog.variants.stranger', message: 'A variant does not belong to this product.' },
      },
      write: async (variant, position, row) => {
        const stock = stockToWrite(variant, row?.stock);
        const values = { name: variant.name.trim(), sku: blankToNull(variant.sku), stock, position };
        if (row) await tx.update(productVariants).set(values).where(eq(productVariants.id, row.id));
        else await tx.insert(productVariants).values({ productId, ...values });
      },
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(
        /*i18n*/ { id: 'catalog.variants.sku-taken', message: 'That SKU is already used by another variant.' },
        'CONFLICT',
        'variants',
      );
    throw error;
  }
}
