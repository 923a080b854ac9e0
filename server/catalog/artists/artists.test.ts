import { describe, expect, it } from 'vitest';
import type { Artist } from '@shared/schemas/catalog';
import { buildArtist } from '@server/test/factories/catalog';
import { readAllPages } from '@server/test/pages';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

describe.each(testDrivers())('GET /api/artists on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('lists artists alphabetically with their discipline and bio', async () => {
    await buildArtist(ctx.database.db, { name: 'Yaw', discipline: 'Photographer', bio: 'Shoots markets.' });
    await buildArtist(ctx.database.db, { name: 'Ada', discipline: 'Singer', bio: 'Sings soul.' });

    const response = await ctx.app.inject({ method: 'GET', url: '/api/artists' });

    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ items: Artist[] }>();
    expect(items.map((a) => a.name)).toEqual(['Ada', 'Yaw']);
    expect(items[0]).toMatchObject({ discipline: 'Singer', bio: 'Sings soul.', imageUrl: null });
  });

  it('pages through the directory alphabetically without repeats or gaps', async () => {
    for (const name of ['Zed', 'Bola', 'Amara', 'Chidi', 'Dayo']) await buildArtist(ctx.database.db, { name });

    const { items, pages } = await readAllPages<Artist>(ctx.app, '/api/artists', 2);

    expect(pages).toBe(3);
    expect(items.map((a) => a.name)).toEqual(['Amara', 'Bola', 'Chidi', 'Dayo', 'Zed']);
  });
});
