import type { Product } from '@shared/schemas/catalog';
import type { products } from '@server/db/schema';

export function presentProduct(row: typeof products.$inferSelect): Product {
  return {
    id: row.id,
    name: row.name,
    artist: row.artist,
    type: row.type,
    priceKobo: row.priceKobo,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
  };
}
