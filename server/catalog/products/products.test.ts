import { describe, expect, it } from 'vitest';
import type { Product } from '@shared/schemas/catalog';
import { buildProduct } from '@server/test/factories/catalog';
import { readAllPages } from '@server/test/pages';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

describe.each(testDrivers())('GET /api/products on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('lists products newest first with price in kobo and no internal columns', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    await buildProduct(ctx.database.db, { name: 'Older', priceKobo: 1_500_000, createdAt: new Date(base) });
    await buildProduct(ctx.database.db, {
      name: 'Newer',
      type: 'Vinyl',
      priceKobo: 2_275_050,
      createdAt: new Date(base + 1000),
    });

    const response = await ctx.app.inject({ method: 'GET', url: '/api/products' });

    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: Product[]; nextCursor: string | null }>();
    expect(body.items.map((p) => p.name)).toEqual(['Newer', 'Older']);
    expect(body.items[0]).toMatchObject({ type: 'Vinyl', priceKobo: 2_275_050 });
    expect(Object.keys(body.items[0]!).sort()).toEqual([
      'artist',
      'artistRef',
      'createdAt',
      'defaultVariantId',
      'id',
      'image',
      'imageUrl',
      'name',
      'priceKobo',
      'slug',
      'stock',
      'type',
    ]);
    expect(body.nextCursor).toBeNull();
  });

  it('pages through every product exactly once in a stable order, even with equal timestamps', async () => {
    const sameMoment = new Date('2026-02-01T12:00:00Z');
    for (let i = 0; i < 7; i++) await buildProduct(ctx.database.db, { createdAt: sameMoment });
    for (let i = 0; i < 3; i++)
      await buildProduct(ctx.database.db, { createdAt: new Date(sameMoment.getTime() + i + 1) });

    const { items, pages } = await readAllPages<Product>(ctx.app, '/api/products', 3);

    expect(pages).toBe(4);
    expect(new Set(items.map((p) => p.id)).size).toBe(10);
    const order = items.map((p) => `${p.createdAt}|${p.id}`);
    expect(order).toEqual([...order].sort().reverse());
  });

  it('answers bad paging input with a 400 in the one error shape', async () => {
    for (const url of [
      '/api/products?limit=0',
      '/api/products?limit=101',
      '/api/products?limit=abc',
      '/api/products?cursor=not-a-cursor',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      const body = response.json<{ error: { code: string; message: string } }>();
      expect(body.error.message.length, url).toBeGreaterThan(0);
      expect(['VALIDATION_FAILED', 'INVALID_CURSOR'], url).toContain(body.error.code);
    }
  });

  it('rejects a cursor made for another list', async () => {
    await buildProduct(ctx.database.db);
    await buildProduct(ctx.database.db);
    const artistsCursor = Buffer.from(JSON.stringify(['Some name', '00000000-0000-4000-8000-000000000000'])).toString(
      'base64url',
    );
    const response = await ctx.app.inject({ method: 'GET', url: `/api/products?cursor=${artistsCursor}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'INVALID_CURSOR',
        message: 'The cursor is not valid for this list. Start again from the first page.',
      },
    });
  });
});
