// A product's variants: read for a page of products, and written with the product in its transaction.
// Ids stay stable across edits (carts and orders name them); a variant left out of an edit is deleted,
// which empties it from carts and keeps the orders' copies of its name and price.
import { asc, inArray, sql } from 'drizzle-orm';
import type { ProductVariant } from '@shared/schemas/catalog';
import type { VariantInput } from '@shared/schemas/admin-catalog';
import type { Db } from '@server/db/database';
import { productVariants } from '@server/db/schema';
import { isUniqueViolation } from '@server/db/unique-violation';
import { validationFailed, conflict } from '@server/errors';

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

function checkNames(variants: readonly VariantInput[]): void {
  const names = variants.map((variant) => variant.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) throw validationFailed('Each variant needs its own name.');
}

/**
 * The stock an edit leaves: the difference the editor made to what they were shown, added to the stock as
 * it is now (read under the row lock), never below 0; the stock as given when either side is uncounted or
 * the editor's view is unknown.
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
 * new product gets the default one). A variant is named by its id, or else by its name; an id that is not
 * this product's is refused.
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
  checkNames(input);
  const existing = await tx
    .select({ id: productVariants.id, name: productVariants.name, stock: productVariants.stock })
    .from(productVariants)
    .where(sql`${productVariants.productId} = ${productId}`)
    .for('update');
  const ids = new Set(existing.map((row) => row.id));
  for (const variant of input) {
    if (variant.id && !ids.has(variant.id)) throw validationFailed('A variant does not belong to this product.');
  }
  // A variant sent without its id is the existing one of that name, if any (the dialog edits by name).
  const claimed = new Set(input.flatMap((variant) => (variant.id ? [variant.id] : [])));
  const byName = new Map(existing.filter((row) => !claimed.has(row.id)).map((row) => [row.name.toLowerCase(), row.id]));
  input = input.map((variant) => {
    const id = variant.id ?? byName.get(variant.name.trim().toLowerCase());
    return id ? { ...variant, id } : variant;
  });
  const kept = new Set(input.flatMap((variant) => (variant.id ? [variant.id] : [])));
  try {
    const gone = [...ids].filter((id) => !kept.has(id));
    if (gone.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, gone));
    // Names first set aside, so that swapping two names does not trip the unique index half-way.
    if (kept.size > 0) {
      await tx
        .update(productVariants)
        .set({ name: sql`${productVariants.id}::text` })
        .where(inArray(productVariants.id, [...kept]));
    }
    const stockNow = new Map(existing.map((row) => [row.id, row.stock]));
    for (const [position, variant] of input.entries()) {
      const stock = stockToWrite(variant, variant.id ? stockNow.get(variant.id) : undefined);
      const values = { name: variant.name.trim(), sku: blankToNull(variant.sku), stock, position };
      if (variant.id)
        await tx
          .update(productVariants)
          .set(values)
          .where(sql`${productVariants.id} = ${variant.id}`);
      else await tx.insert(productVariants).values({ productId, ...values });
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('That SKU is already used by another variant.');
    throw error;
  }
}
