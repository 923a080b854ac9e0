// A product's variants as the dialog edits them: a row each, with the name, the stock and the SKU as typed.
// An empty stock is not counted (unlimited); a row that was there when the dialog opened keeps its id and
// the stock the admin was shown, so that the server adds the difference (shared/schemas/admin-catalog.ts).
import type { VariantInput } from '@shared/schemas/admin-catalog';
import type { ProductVariant } from '@shared/schemas/catalog';

export interface VariantRow {
  /** React's key for the row: the variant's id, or one made when the row was added. */
  key: string;
  id?: string;
  name: string;
  stock: string;
  sku: string;
  /** The stock the row showed when the dialog opened. */
  stockSeen?: number | null;
}

/** The parts of a row the admin types, in the order they are shown. */
export const VARIANT_PARTS = ['name', 'stock', 'sku'] as const;
export type VariantPart = (typeof VARIANT_PARTS)[number];

let added = 0;

/** An empty row, for "Add variant". */
export function newVariantRow(): VariantRow {
  added += 1;
  return { key: `new-${added}`, name: '', stock: '', sku: '' };
}

/** The rows the dialog shows for a product's variants. */
export function rowsOfVariants(variants: readonly ProductVariant[]): VariantRow[] {
  return variants.map((variant) => ({
    key: variant.id,
    id: variant.id,
    name: variant.name,
    stock: variant.stock === null ? '' : String(variant.stock),
    sku: variant.sku ?? '',
    stockSeen: variant.stock,
  }));
}

/**
 * The stock a row's text stands for: null when empty, the number when it is a whole number. Any other
 * text is sent as it is, so that the schema (here and on the server) refuses it by its row; a number
 * made of it (NaN, 2.5) could otherwise be sent as something the admin did not type.
 */
function stockOf(text: string): number | null {
  const stock = text.trim();
  if (stock === '') return null;
  return /^\d+$/.test(stock) ? Number(stock) : (stock as unknown as number);
}

/** The variants the rows describe, in their order. */
export function variantsOfRows(rows: readonly VariantRow[]): VariantInput[] {
  return rows.map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    name: row.name,
    stock: stockOf(row.stock),
    ...(row.sku.trim() ? { sku: row.sku } : {}),
    ...(row.stockSeen !== undefined ? { stockSeen: row.stockSeen } : {}),
  }));
}

/** The key of a row's part in the dialog's errors: 'variants/1/stock'. */
export const variantErrorKey = (field: string, index: number, part: VariantPart) => `${field}/${index}/${part}`;
