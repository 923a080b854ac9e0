// What the four lists refuse: every bad filter value with its message, a parameter a list does not take, and
// a cursor made under other filters.
import { describe, expect, it } from 'vitest';
import { filterTexts } from '@shared/catalog-filters';
import type { MessageDescriptor } from '@shared/texts';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import { addDaysIso, todayIso } from '@shared/dates';
import { buildArtist, buildEvent, buildProduct, buildStory } from '@server/test/factories/catalog';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

const INVALID_CURSOR = {
  error: { code: 'INVALID_CURSOR', message: 'The cursor is not valid for this list. Start again from the first page.' },
};
const long = (length: number) => 'a'.repeat(length);

const REFUSED: Array<[url: string, message: MessageDescriptor]> = [
  ['/api/products?category=Cassette', filterTexts.productCategory],
  ['/api/products?category=vinyl', filterTexts.productCategory],
  ['/api/products?category=Vinyl&category=Album', filterTexts.productCategory],
  ['/api/products?artist=Not%20A%20Slug', filterTexts.artist],
  [`/api/products?artist=${long(101)}`, filterTexts.artist],
  ['/api/products?minPriceKobo=-1', filterTexts.minPrice],
  ['/api/products?minPriceKobo=12.5', filterTexts.minPrice],
  ['/api/products?minPriceKobo=cheap', filterTexts.minPrice],
  ['/api/products?maxPriceKobo=10000000001', filterTexts.maxPrice],
  ['/api/products?maxPriceKobo=-5', filterTexts.maxPrice],
  ['/api/products?minPriceKobo=2000&maxPriceKobo=1999', filterTexts.priceRange],
  ['/api/products?inStock=yes', filterTexts.inStock],
  ['/api/products?inStock=1', filterTexts.inStock],
  ['/api/events?when=tomorrow', filterTexts.when],
  ['/api/events?city=', filterTexts.city],
  ['/api/events?city=%20%20', filterTexts.city],
  [`/api/events?city=${long(81)}`, filterTexts.city],
  [`/api/artists?genre=${long(81)}`, filterTexts.genre],
  ['/api/artists?genre=', filterTexts.genre],
  [`/api/artists?location=${long(81)}`, filterTexts.location],
  ['/api/stories?category=Sport', filterTexts.storyCategory],
  [`/api/stories?source=${long(121)}`, filterTexts.source],
  ['/api/stories?source=', filterTexts.source],
  [
    '/api/products?colour=red',
    filterTexts.unknownParameter(['category', 'artist', 'minPriceKobo', 'maxPriceKobo', 'inStock', 'limit', 'cursor']),
  ],
  ['/api/events?category=Music', filterTexts.unknownParameter(['when', 'city', 'limit', 'cursor'])],
  ['/api/artists?city=Lagos', filterTexts.unknownParameter(['genre', 'location', 'limit', 'cursor'])],
  ['/api/stories?Category=Music', filterTexts.unknownParameter(['category', 'source', 'limit', 'cursor'])],
];

describe.each(testDrivers())('the lists refuse bad filters on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('answers every bad value, and a parameter the list does not take, with a 400 and its message', async () => {
    for (const [url, message] of REFUSED) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ error: { code: 'VALIDATION_FAILED', message: inEnglish(message) } });
    }
  });

  it('words a refusal in English as before, and in French for a French reader', async () => {
    expect(inEnglish(filterTexts.productCategory)).toBe('Category must be Album, Vinyl, T-Shirt, Hoodie or Art Print.');
    expect(inEnglish(filterTexts.minPrice)).toBe(
      'The minimum price must be a whole number of kobo from 0 to 10,000,000,000.',
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/products?inStock=yes',
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      '« En stock » doit valoir true ou false.',
    );
  });

  it('takes the largest values each filter allows', async () => {
    for (const url of [
      `/api/products?maxPriceKobo=10000000000&artist=${long(100)}`,
      `/api/events?when=past&city=${long(80)}`,
      `/api/artists?genre=${long(80)}&location=${long(80)}`,
      `/api/stories?source=${long(120)}`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({ items: [], nextCursor: null });
    }
  });

  /** The first page's cursor of a list read with `query`, one item a page. */
  async function cursorOf(path: string, query: string): Promise<string> {
    const response = await ctx.app.inject({ method: 'GET', url: `${path}?limit=1${query ? `&${query}` : ''}` });
    const cursor = response.json<{ nextCursor: string | null }>().nextCursor;
    expect(cursor, `${path} ${query}`).not.toBeNull();
    return cursor!;
  }

  it('refuses a cursor made under other filters, and continues one under the same filters in any case', async () => {
    const db = ctx.database.db;
    for (let i = 0; i < 2; i++) {
      await buildProduct(db, { type: 'Vinyl', stock: 1 });
      await buildProduct(db, { type: 'Album', stock: 1 });
      await buildEvent(db, { city: 'Lagos', date: addDaysIso(todayIso(), 3) });
      await buildEvent(db, { city: 'Lagos', date: addDaysIso(todayIso(), -3) });
      await buildArtist(db, { genre: 'Juju', location: 'Ibadan' });
      await buildStory(db, { category: 'Music', date: '2026-01-01' });
    }
    const mismatches: Array<[path: string, madeUnder: string, usedUnder: string]> = [
      ['/api/products', 'category=Vinyl', 'category=Album'],
      ['/api/products', 'category=Vinyl', ''],
      ['/api/products', '', 'category=Vinyl'],
      ['/api/products', 'inStock=true', 'inStock=true&minPriceKobo=0'],
      ['/api/events', '', 'when=past'],
      ['/api/events', 'when=past', ''],
      ['/api/events', 'city=Lagos', 'when=past&city=Lagos'],
      ['/api/artists', 'genre=Juju', 'location=Ibadan'],
      ['/api/artists', 'genre=Juju', ''],
      ['/api/stories', 'category=Music', 'source=griot'],
      ['/api/stories', 'source=griot', ''],
    ];
    for (const [path, madeUnder, usedUnder] of mismatches) {
      const cursor = await cursorOf(path, madeUnder);
      const url = `${path}?cursor=${cursor}${usedUnder ? `&${usedUnder}` : ''}`;
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, `${madeUnder} → ${url}`).toBe(400);
      expect(response.json()).toEqual(INVALID_CURSOR);
    }

    const sameFilters: Array<[path: string, madeUnder: string, usedUnder: string]> = [
      ['/api/events', '', 'when=upcoming'],
      ['/api/events', 'city=Lagos', 'city=LAGOS'],
      ['/api/artists', 'genre=Juju&location=Ibadan', 'location=ibadan&genre=juju'],
    ];
    for (const [path, madeUnder, usedUnder] of sameFilters) {
      const cursor = await cursorOf(path, madeUnder);
      const response = await ctx.app.inject({ method: 'GET', url: `${path}?limit=1&cursor=${cursor}&${usedUnder}` });
      expect(response.statusCode, `${madeUnder} → ${usedUnder}`).toBe(200);
      expect(response.json<{ items: unknown[] }>().items).toHaveLength(1);
    }
  });
});
