// A product's variants as the admin dialog writes them: one per line, "name, stock, SKU", the stock empty
// (or "unlimited") when it is not counted and the SKU optional. "M, 15, TEE-M".
import { commaLine, commaLines } from './comma-lines';
import type { VariantInput } from './schemas/admin-catalog';

interface VariantText {
  name: string;
  sku: string | null;
  stock: number | null;
}

/** The lines the dialog shows for a product's variants. */
export function linesOfVariants(variants: readonly VariantText[]): string {
  return variants.map((variant) => commaLine([variant.name, variant.stock ?? '', variant.sku ?? ''])).join('\n');
}

/**
 * The variants the lines describe, without ids (the server knows a variant by its name). A stock that is
 * not a whole number is kept as NaN, so that the schema's check names it.
 */
export function variantsFromLines(text: string): VariantInput[] {
  return commaLines(text).map(([name = '', stock = '', sku = '']) => {
    const counted = stock !== '' && stock.toLowerCase() !== 'unlimited';
    return {
      name,
      stock: counted ? (/^\d+$/.test(stock) ? Number(stock) : Number.NaN) : null,
      ...(sku ? { sku } : {}),
    };
  });
}
