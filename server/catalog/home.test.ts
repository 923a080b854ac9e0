import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@shared/dates';
import type { HomeData } from '@shared/schemas/catalog';
import { buildArtist, buildEvent, buildProduct } from '@server/test/factories/catalog';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

describe.each(testDrivers())('GET /api/home on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('returns the 4 newest products, the 2 soonest upcoming events and the first 3 artists', async () => {
    const base = Date.parse('2026-03-01T00:00:00Z');
    const maker = await buildArtist(ctx.database.db, { name: 'Dele' });
    for (let i = 0; i < 6; i++)
      await buildProduct(ctx.database.db, { name: `P${i}`, artistId: maker.id, createdAt: new Date(base + i * 1000) });
    const today = todayIso();
    await buildEvent(ctx.database.db, { name: 'Past', date: addDaysIso(today, -3) });
    await buildEvent(ctx.database.db, { name: 'Third', date: addDaysIso(today, 9) });
    await buildEvent(ctx.database.db, { name: 'First', date: addDaysIso(today, 1) });
    await buildEvent(ctx.database.db, { name: 'Second', date: addDaysIso(today, 4) });
    for (const name of ['Bisi', 'Ada', 'Chi']) await buildArtist(ctx.database.db, { name });

    const response = await ctx.app.inject({ method: 'GET', url: '/api/home' });

    expect(response.statusCode).toBe(200);
    const home = response.json<HomeData>();
    expect(home.products.map((p) => p.name)).toEqual(['P5', 'P4', 'P3', 'P2']);
    expect(home.events.map((e) => e.name)).toEqual(['First', 'Second']);
    expect(home.artists.map((a) => a.name)).toEqual(['Ada', 'Bisi', 'Chi']);
  });

  it('returns empty sections on an empty catalogue', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/home' });
    expect(response.json()).toEqual({ products: [], events: [], artists: [] });
  });
});
