import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@shared/dates';
import { buildArtist, buildEvent, buildProduct, buildStory } from '@server/test/factories/catalog';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

describe.each(testDrivers())('GET /api/filter-options on %s', (driver) => {
  const ctx = useTestApp(driver);

  const options = async (list: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/filter-options/${list}` });
    expect(response.statusCode, list).toBe(200);
    // Shared and revalidated like the lists' answers.
    expect(response.headers.etag, list).toBeTruthy();
    expect(response.headers['cache-control'], list).toBe('no-cache');
    return response.json<unknown>();
  };

  it('offers nothing for an empty catalogue', async () => {
    expect(await options('products')).toEqual({ categories: [], artists: [], priceKobo: null });
    expect(await options('events')).toEqual({ cities: [] });
    expect(await options('artists')).toEqual({ genres: [], locations: [] });
    expect(await options('stories')).toEqual({ categories: [], sources: [] });
  });

  it("offers the products' categories in their order, the artists who sell, by name, and the price range", async () => {
    const db = ctx.database.db;
    const zainab = await buildArtist(db, { name: 'Zainab' });
    const ade = await buildArtist(db, { name: 'Ade' });
    await buildArtist(db, { name: 'Bisi, who sells nothing' });
    await buildProduct(db, { artistId: zainab.id, type: 'Art Print', priceKobo: 2_500_000 });
    await buildProduct(db, { artistId: ade.id, type: 'Vinyl', priceKobo: 450_000 });
    await buildProduct(db, { artistId: ade.id, type: 'Album', priceKobo: 1_000_000 });

    expect(await options('products')).toEqual({
      categories: ['Album', 'Vinyl', 'Art Print'],
      artists: [
        { slug: ade.slug, name: 'Ade' },
        { slug: zainab.slug, name: 'Zainab' },
      ],
      priceKobo: { min: 450_000, max: 2_500_000 },
    });
  });

  it("offers the cities of past and upcoming events, the artists' genres and locations, each once in any case", async () => {
    const db = ctx.database.db;
    await buildEvent(db, { city: 'Lagos', date: addDaysIso(todayIso(), 5) });
    await buildEvent(db, { city: 'Abuja', date: addDaysIso(todayIso(), -5) });
    await buildEvent(db, { city: 'LAGOS', date: addDaysIso(todayIso(), 6) });
    await buildEvent(db, { city: '', date: addDaysIso(todayIso(), 7) });
    await buildArtist(db, { genre: 'Highlife', location: 'Accra' });
    await buildArtist(db, { genre: 'Afrobeats', location: '' });
    await buildArtist(db, { genre: '', location: 'Lagos' });
    await buildArtist(db, { genre: 'afrobeats', location: 'Accra' });

    expect(await options('events')).toEqual({ cities: ['Abuja', expect.stringMatching(/^lagos$/i)] });
    expect(await options('artists')).toEqual({
      genres: [expect.stringMatching(/^afrobeats$/i), 'Highlife'],
      locations: ['Accra', 'Lagos'],
    });
  });

  it("offers the stories' categories in their order and the imported stories' sources", async () => {
    const db = ctx.database.db;
    await buildStory(db, { category: 'Film', date: '2026-01-01' });
    await buildStory(db, {
      category: 'Music',
      date: '2026-01-02',
      sourceName: 'Pulse',
      sourceUrl: 'https://p.example/1',
    });
    await buildStory(db, {
      category: 'Music',
      date: '2026-01-03',
      sourceName: 'BellaNaija',
      sourceUrl: 'https://b.example/1',
    });

    expect(await options('stories')).toEqual({ categories: ['Music', 'Film'], sources: ['BellaNaija', 'Pulse'] });
  });
});
