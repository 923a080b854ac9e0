import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIso } from '@shared/dates';
import type { Database } from '@server/db/database';
import { joinAs } from '@server/test/accounts';
import { buildArtist, buildEvent, buildProduct, buildStory } from '@server/test/factories/catalog';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { registerRequestValidation } from '@server/http/request-validation';
import { registerAnswerCaches } from '@server/http/response-cache/register';
import { SharedAnswerCache } from '@server/http/response-cache/shared-answer-cache';
import { catalogRoutes } from './routes';

const LISTS = ['/api/products', '/api/events', '/api/artists', '/api/stories', '/api/home'];

const names = (body: string) => (JSON.parse(body) as { items: Array<{ name: string }> }).items.map((item) => item.name);

describe.each(testDrivers())('HTTP caching of the public catalogue on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('tags every public list, asks browsers to revalidate, and answers a current tag with an empty 304', async () => {
    await buildProduct(ctx.database.db);
    await buildEvent(ctx.database.db, { date: addDaysIso(todayIso(), 3) });
    await buildArtist(ctx.database.db);
    await buildStory(ctx.database.db, { date: '2025-01-01' });
    for (const url of LISTS) {
      const first = await ctx.app.inject({ method: 'GET', url });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      expect(first.headers['content-type'], url).toBe('application/json; charset=utf-8');
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[A-Za-z0-9_-]{27}"$/);

      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': ifNoneMatch } });
        expect(again.statusCode, `${url} ${ifNoneMatch}`).toBe(304);
        expect(again.body, url).toBe('');
        expect(again.headers.etag, url).toBe(etag);
      }
      const stale = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"not-the-current-tag"' } });
      expect(stale.statusCode, url).toBe(200);
      expect(stale.body, url).toBe(first.body);
    }
  });

  it('changes the tag when an admin adds a product, so a list read before the write is not served after it', async () => {
    await buildProduct(ctx.database.db, { name: 'Older', createdAt: new Date('2026-01-01T00:00:00Z') });
    const before = await ctx.app.inject({ method: 'GET', url: '/api/products' });
    expect(names(before.body)).toEqual(['Older']);

    await buildArtist(ctx.database.db, { name: 'Fela Kuti' });
    const { cookie } = await joinAs(ctx.app, ctx.database.db, 'admin');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { cookie },
      payload: { name: 'Zombie', artist: 'Fela Kuti', type: 'Vinyl', priceKobo: 2_500_000 },
    });
    expect(created.statusCode).toBe(201);

    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(names(after.body)).toEqual(['Zombie', 'Older']);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps answers in memory when the cache is registered, until a write in the admin area', async () => {
    const cache = new SharedAnswerCache();
    const app = await catalogAppWithCache(ctx.database, cache);
    try {
      await buildProduct(ctx.database.db, { name: 'First', createdAt: new Date('2026-01-01T00:00:00Z') });
      const first = await app.inject({ method: 'GET', url: '/api/products?limit=5' });
      expect(names(first.body)).toEqual(['First']);
      expect(cache.size).toBe(1);

      // Written behind the app's back: the kept answer is served, so the database was not asked again.
      await buildProduct(ctx.database.db, { name: 'Unseen', createdAt: new Date('2026-01-02T00:00:00Z') });
      const cached = await app.inject({ method: 'GET', url: '/api/products?limit=5' });
      expect(cached.body).toBe(first.body);
      expect(cached.headers.etag).toBe(first.headers.etag);

      const write = await app.inject({ method: 'POST', url: '/api/admin/products' });
      expect(write.statusCode).toBe(201);
      expect(cache.size).toBe(0);

      const fresh = await app.inject({ method: 'GET', url: '/api/products?limit=5' });
      expect(names(fresh.body)).toEqual(['Added by an admin', 'Unseen', 'First']);
      expect(fresh.headers.etag).not.toBe(first.headers.etag);

      // Reads do not empty it.
      await app.inject({ method: 'GET', url: '/api/admin/anything' });
      expect(cache.size).toBe(1);
    } finally {
      await app.close();
    }
  });
});

describe.each(testDrivers())('the public cache when the day turns, on %s', (driver) => {
  const ctx = useTestApp(driver);
  afterEach(() => vi.useRealTimers());

  it("does not serve yesterday's upcoming events after midnight", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-30T23:59:59.900Z') });
    const cache = new SharedAnswerCache();
    const app = await catalogAppWithCache(ctx.database, cache);
    try {
      await buildEvent(ctx.database.db, { name: 'Tonight', date: '2026-06-30' });
      await buildEvent(ctx.database.db, { name: 'Tomorrow', date: '2026-07-01' });
      const events = async () => names((await app.inject({ method: 'GET', url: '/api/events' })).body);
      expect(await events()).toEqual(['Tonight', 'Tomorrow']);
      expect(cache.size).toBe(1);

      vi.setSystemTime(new Date('2026-07-01T00:00:00.000Z'));
      expect(await events()).toEqual(['Tomorrow']);
      // A clock set back (as after a correction) gets the earlier day's list again, not the later one.
      vi.setSystemTime(new Date('2026-06-30T12:00:00.000Z'));
      expect(await events()).toEqual(['Tonight', 'Tomorrow']);
    } finally {
      await app.close();
    }
  });
});

/**
 * The catalogue routes with the cache and the validation registered the way buildApp registers them (the
 * lists' schemas word their rules for it), and a stand-in admin write.
 */
async function catalogAppWithCache(database: Database, cache: SharedAnswerCache) {
  const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
  app.decorate<Database>('database', database);
  registerRequestValidation(app);
  registerAnswerCaches(app, { catalog: cache, community: new SharedAnswerCache(), search: new SharedAnswerCache() });
  await app.register(catalogRoutes);
  app.post('/api/admin/products', { config: { invalidates: ['catalog'] } }, async (_request, reply) => {
    await buildProduct(database.db, { name: 'Added by an admin', createdAt: new Date('2026-01-03T00:00:00Z') });
    return reply.code(201).send({ ok: true });
  });
  app.get('/api/admin/anything', async () => ({ ok: true }));
  await app.ready();
  return app;
}
