import type { ArtistRef, Product, ProductDetail, ProductVariant } from '@shared/schemas/catalog';
import type { products } from '@server/db/schema';
import { presentImageDetails, type WithImage } from '@server/db/stored-images';

/** A product's row with its artist's name and page (joined, or looked up for a page of rows) and its picture's details. */
export type ProductRow = WithImage<typeof products.$inferSelect> & { artistRef: ArtistRef };

/** The units left over its variants: null when one of them is not counted. */
const stockOver = (variants: readonly ProductVariant[]): number | null =>
  variants.some((variant) => variant.stock === null)
    ? null
    : variants.reduce((sum, variant) => sum + (variant.stock ?? 0), 0);

export function presentProduct(row: ProductRow & { stock: number | null; defaultVariantId: string | null }): Product {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    artist: row.artistRef.name,
    artistRef: row.artistRef,
    type: row.type,
    priceKobo: row.priceKobo,
    imageUrl: row.imageUrl,
    image: presentImageDetails(row.image),
    createdAt: row.createdAt.toISOString(),
    stock: row.stock,
    defaultVariantId: row.defaultVariantId,
  };
}

export function presentProductDetail(row: ProductRow, variants: ProductVariant[]): ProductDetail {
  const defaultVariantId = variants.length === 1 ? variants[0]!.id : null;
  return {
    ...presentProduct({ ...row, stock: stockOver(variants), defaultVariantId }),
    description: row.description,
    variants,
  };
}
