import { describe, expect, it } from 'vitest';
import type { Artist } from '@shared/schemas/catalog';
import { buildArtist } from '../../test/factories';
import { readAllPages } from '../../test/pages';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';

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

  it('keeps artists who share a name apart across pages', async () => {
    for (let i = 0; i < 4; i++) await buildArtist(ctx.database.db, { name: 'Same Name' });
    await buildArtist(ctx.database.db, { name: 'Zed' });

    const { items } = await readAllPages<Artist>(ctx.app, '/api/artists', 2);

    expect(items).toHaveLength(5);
    expect(new Set(items.map((a) => a.id)).size).toBe(5);
    expect(items[4]!.name).toBe('Zed');
  });
});
