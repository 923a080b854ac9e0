import { describe, expect, it } from 'vitest';
import type { Product } from '@shared/schemas/catalog';
import type { Db } from '@server/db/database';
import { productVariants } from '@server/db/schema';
import { buildArtist, buildProduct } from '@server/test/factories/catalog';
import { readAllPages } from '@server/test/pages';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

describe.each(testDrivers())('GET /api/products with filters on %s', (driver) => {
  const ctx = useTestApp(driver);

  const names = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(response.statusCode, query).toBe(200);
    return response.json<{ items: Product[] }>().items.map((product) => product.name);
  };

  /** Four products, newest last: two artists, two types, prices from ₦3,000 to ₦20,000, some sold out. */
  async function catalogue(db: Db) {
    const ade = await buildArtist(db, { name: 'Ade' });
    const bola = await buildArtist(db, { name: 'Bola' });
    const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second));
    await buildProduct(db, {
      name: 'Ade vinyl',
      artistId: ade.id,
      type: 'Vinyl',
      priceKobo: 500_000,
      stock: 0,
      createdAt: at(1),
    });
    await buildProduct(db, {
      name: 'Ade album',
      artistId: ade.id,
      type: 'Album',
      priceKobo: 1_500_000,
      stock: null,
      createdAt: at(2),
    });
    await buildProduct(db, {
      name: 'Bola vinyl',
      artistId: bola.id,
      type: 'Vinyl',
      priceKobo: 2_000_000,
      stock: 3,
      createdAt: at(3),
    });
    await buildProduct(db, {
      name: 'Bola tee',
      artistId: bola.id,
      type: 'T-Shirt',
      priceKobo: 300_000,
      stock: 0,
      createdAt: at(4),
    });
    return { ade, bola };
  }

  it('narrows the list by each filter, newest first as ever', async () => {
    const { ade } = await catalogue(ctx.database.db);

    expect(await names('category=Vinyl')).toEqual(['Bola vinyl', 'Ade vinyl']);
    expect(await names(`artist=${ade.slug}`)).toEqual(['Ade album', 'Ade vinyl']);
    expect(await names('minPriceKobo=500000')).toEqual(['Bola vinyl', 'Ade album', 'Ade vinyl']);
    expect(await names('maxPriceKobo=500000')).toEqual(['Bola tee', 'Ade vinyl']);
    expect(await names('minPriceKobo=1500000&maxPriceKobo=1500000')).toEqual(['Ade album']);
    expect(await names('inStock=true')).toEqual(['Bola vinyl', 'Ade album']);
    expect(await names('inStock=false')).toEqual(['Bola tee', 'Ade vinyl']);
  });

  it('combines filters, and answers well-formed values that match nothing with an empty page', async () => {
    const { ade, bola } = await catalogue(ctx.database.db);

    expect(await names('category=Vinyl&inStock=true')).toEqual(['Bola vinyl']);
    expect(await names(`artist=${bola.slug}&maxPriceKobo=1000000`)).toEqual(['Bola tee']);
    expect(await names(`artist=${ade.slug}&category=Album&minPriceKobo=1000000&inStock=true`)).toEqual(['Ade album']);
    expect(await names(`artist=${ade.slug}&category=T-Shirt`)).toEqual([]);
    expect(await names('artist=nobody-at-all')).toEqual([]);
    expect(await names('category=Hoodie')).toEqual([]);
    // Past the column's integer range: compared, not overflowed.
    expect(await names('minPriceKobo=10000000000')).toEqual([]);
    expect(await names('minPriceKobo=0&maxPriceKobo=10000000000')).toHaveLength(4);
  });

  it('counts a product as in stock when any variant is uncounted or units are left, sold out only at zero', async () => {
    const db = ctx.database.db;
    const addVariant = (productId: string, name: string, stock: number | null) =>
      db.insert(productVariants).values({ productId, name, stock });
    const unlimitedSize = await buildProduct(db, { name: 'One size unlimited', stock: 0 });
    await addVariant(unlimitedSize.id, 'Large', null);
    const oneSizeLeft = await buildProduct(db, { name: 'One size left', stock: 0 });
    await addVariant(oneSizeLeft.id, 'Large', 2);
    const soldOut = await buildProduct(db, { name: 'Every size sold out', stock: 0 });
    await addVariant(soldOut.id, 'Large', 0);

    expect((await names('inStock=true')).sort()).toEqual(['One size left', 'One size unlimited']);
    expect(await names('inStock=false')).toEqual(['Every size sold out']);
  });

  it('keeps the filter across pages: every match once, nothing else', async () => {
    const db = ctx.database.db;
    const sameMoment = new Date('2026-02-01T12:00:00Z');
    for (let i = 0; i < 7; i++) await buildProduct(db, { type: 'Vinyl', createdAt: sameMoment });
    for (let i = 0; i < 5; i++) await buildProduct(db, { type: 'Album', createdAt: sameMoment });

    const { items, pages } = await readAllPages<Product>(ctx.app, '/api/products?category=Vinyl', 2);

    expect(pages).toBe(4);
    expect(items.every((product) => product.type === 'Vinyl')).toBe(true);
    expect(new Set(items.map((product) => product.id)).size).toBe(7);
    const order = items.map((product) => `${product.createdAt}|${product.id}`);
    expect(order).toEqual([...order].sort().reverse());
  });
});
