import { describe, expect, it } from 'vitest';
import type { Artist } from '@shared/schemas/catalog';
import { buildArtist } from '@server/test/factories/catalog';
import { readAllPages } from '@server/test/pages';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

describe.each(testDrivers())('GET /api/artists with filters on %s', (driver) => {
  const ctx = useTestApp(driver);

  const names = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/artists?${query}` });
    expect(response.statusCode, query).toBe(200);
    return response.json<{ items: Artist[] }>().items.map((artist) => artist.name);
  };

  it('narrows the directory by genre and by location, each matched whole in any case', async () => {
    const db = ctx.database.db;
    await buildArtist(db, { name: 'Ada', genre: 'Afrobeats', location: 'Lagos' });
    await buildArtist(db, { name: 'Bayo', genre: 'Highlife', location: 'Lagos' });
    await buildArtist(db, { name: 'Chi', genre: 'Afrobeats', location: 'Accra' });
    await buildArtist(db, { name: 'Dayo', genre: 'Afrobeats fusion', location: 'Lagos Island' });

    expect(await names('genre=Afrobeats')).toEqual(['Ada', 'Chi']);
    expect(await names('genre=afroBEATS')).toEqual(['Ada', 'Chi']);
    expect(await names('location=lagos')).toEqual(['Ada', 'Bayo']);
    expect(await names('genre=Afrobeats&location=Lagos')).toEqual(['Ada']);
    expect(await names('genre=Highlife&location=Accra')).toEqual([]);
    expect(await names('genre=Jazz')).toEqual([]);
  });

  it('keeps the filter across pages, alphabetically, every match once', async () => {
    const db = ctx.database.db;
    for (const name of ['Efe', 'Bisi', 'Gbenga', 'Ada', 'Femi']) await buildArtist(db, { name, genre: 'Juju' });
    for (const name of ['Chidi', 'Dare']) await buildArtist(db, { name, genre: 'Fuji' });

    const { items, pages } = await readAllPages<Artist>(ctx.app, '/api/artists?genre=juju', 2);

    expect(pages).toBe(3);
    expect(items.map((artist) => artist.name)).toEqual(['Ada', 'Bisi', 'Efe', 'Femi', 'Gbenga']);
  });
});
