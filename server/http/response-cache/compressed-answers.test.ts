import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { seedDatabase } from '@server/seed/seed-database';

describe.each(testDrivers())('kept answers sent compressed on %s', (driver) => {
  const ctx = useTestApp(driver);
  const url = '/api/products?limit=24';
  const read = (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('sends brotli or gzip as the browser takes it, the same JSON inside, each encoding its own tag', async () => {
    await seedDatabase(ctx.database, { demoContent: true });
    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toBe('accept-encoding');

    const br = await read({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    // A refused encoding is never sent: `br;q=0` leaves gzip.
    const gzip = await read({ 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect((await read({ 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();

    const tags = new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]);
    expect(tags.size).toBe(3);
    // Each representation revalidates with its own tag; another's does not match.
    const again = await read({ 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.rawPayload.length).toBe(0);
    const other = await read({ 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-encoding']).toBe('br');
  });

  it('compresses each kept body once, however many ask', async () => {
    await seedDatabase(ctx.database, { demoContent: true });
    const first = await read({ 'accept-encoding': 'br' });
    const second = await read({ 'accept-encoding': 'br' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('leaves a small answer as it is, with no Vary', async () => {
    const empty = await ctx.app.inject({
      method: 'GET',
      url: '/api/stories?limit=1',
      headers: { 'accept-encoding': 'br' },
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.rawPayload.length).toBeLessThan(1024);
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.headers.vary).toBeUndefined();
  });
});
