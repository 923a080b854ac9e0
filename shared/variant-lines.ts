// A product's variants as the admin dialog writes them: one per line, "name, stock, SKU", the stock empty
// (or "unlimited") when it is not counted and the SKU optional. "M, 15, TEE-M".
import type { VariantInput } from './schemas/admin-catalog';

interface VariantText {
  name: string;
  sku: string | null;
  stock: number | null;
}

/** The lines the dialog shows for a product's variants. */
export function linesOfVariants(variants: readonly VariantText[]): string {
  return variants
    .map((variant) => [variant.name, variant.stock ?? '', variant.sku ?? ''].join(', ').replace(/(, )+$/, ''))
    .join('\n');
}

/**
 * The variants the lines describe, without ids (the server knows a variant by its name). A stock that is
 * not a whole number is kept as NaN, so that the schema's check names it.
 */
export function variantsFromLines(text: string): VariantInput[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [name = '', stock = '', sku = ''] = line.split(',').map((part) => part.trim());
      const counted = stock !== '' && stock.toLowerCase() !== 'unlimited';
      return {
        name,
        stock: counted ? (/^\d+$/.test(stock) ? Number(stock) : Number.NaN) : null,
        ...(sku ? { sku } : {}),
      };
    });
}
