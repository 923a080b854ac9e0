import type { ArtistRef, Product, ProductDetail } from '@shared/schemas/catalog';
import type { products } from '@server/db/schema';

/** A product's row with its artist's name and page (joined, or looked up for a page of rows). */
export type ProductRow = typeof products.$inferSelect & { artistRef: ArtistRef };

export function presentProduct(row: ProductRow): Product {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    artist: row.artistRef.name,
    artistRef: row.artistRef,
    type: row.type,
    priceKobo: row.priceKobo,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentProductDetail(row: ProductRow): ProductDetail {
  return { ...presentProduct(row), description: row.description };
}
