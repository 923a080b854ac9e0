// The fuzzers' own checks can fail: the fingerprint sees every kind of write, and the shape check
// refuses what is not the one error shape.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '@server/db/schema';
import { buildArtist, buildProduct } from '../factories/catalog';
import { useTestApp } from '../app';
import { testDrivers } from '../database';
import { errorShapeProblem } from './fuzz-runner';
import { applicationTables, changedTables, fingerprinter } from './table-fingerprint';

describe.each(testDrivers())('the fuzzers’ table fingerprint on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('covers every table and changes with every insert, update and delete, and only then', async () => {
    const db = ctx.database.db;
    const tables = await applicationTables(db);
    expect(tables).toEqual(
      expect.arrayContaining([
        'app_meta',
        'artists',
        'community_users',
        'events',
        'forums',
        'jobs',
        'mail_messages',
        'orders',
        'payment_issues',
        'posts',
        'product_variants',
        'products',
        'replies',
        'sessions',
        'slug_redirects',
        'stories',
        'story_feeds',
        'users',
      ]),
    );
    // On PGlite through the WAL check the fuzzers use there (fuzz-app.ts).
    const fingerprint = fingerprinter(db, tables, { soleUser: driver === 'pglite' });

    const maker = await buildArtist(db, { name: 'Maker' });
    const empty = await fingerprint();
    const product = await buildProduct(db, { name: 'Vinyl one', artistId: maker.id });
    const inserted = await fingerprint();
    // A product is stored with its one variant.
    expect(changedTables(empty, inserted)).toEqual(['product_variants', 'products']);
    await db.select().from(products);
    expect(changedTables(inserted, await fingerprint())).toEqual([]);

    await db
      .update(products)
      .set({ priceKobo: product.priceKobo + 1 })
      .where(eq(products.id, product.id));
    const updated = await fingerprint();
    expect(changedTables(inserted, updated)).toEqual(['products']);
    await db.delete(products).where(eq(products.id, product.id));
    expect(changedTables(updated, await fingerprint())).toEqual(['product_variants', 'products']);
  });
});

describe('the one-error-shape check', () => {
  const json = 'application/json; charset=utf-8';

  it('accepts { error: { code, message } } and nothing else', () => {
    expect(errorShapeProblem(json, '{"error":{"code":"NOT_FOUND","message":"Post not found."}}')).toBeNull();
    expect(
      errorShapeProblem(json, '{"statusCode":400,"code":"FST_ERR_BAD_URL","error":"Bad Request","message":"x"}'),
    ).toMatch(/one error shape/);
    expect(errorShapeProblem(json, '{"error":{"code":"NOT_FOUND","message":"x","stack":"…"}}')).toMatch(
      /one error shape/,
    );
    expect(errorShapeProblem(json, '{"error":{"code":"not found","message":"x"}}')).toMatch(/one error shape/);
    expect(errorShapeProblem(json, '{"error":{"code":"X","message":" "}}')).toMatch(/one error shape/);
    expect(errorShapeProblem('text/html', '<h1>Bad</h1>')).toMatch(/not JSON/);
    expect(errorShapeProblem(json, '{')).toMatch(/does not parse/);
  });

  it('refuses messages that reveal internals', () => {
    for (const message of [
      'duplicate key value violates unique constraint "users_email_idx"',
      'select "id" from "posts" where …',
      'at Object.handler (/work/main/server/x.ts:1:1)',
    ]) {
      expect(errorShapeProblem(json, JSON.stringify({ error: { code: 'BAD_REQUEST', message } })), message).toMatch(
        /reveals internals/,
      );
    }
  });
});
