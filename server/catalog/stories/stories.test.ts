import { describe, expect, it } from 'vitest';
import type { Story } from '@shared/schemas/catalog';
import { buildStory } from '@server/test/factories/catalog';
import { readAllPages } from '@server/test/pages';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

describe.each(testDrivers())('GET /api/stories on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('lists stories newest first by their date', async () => {
    await buildStory(ctx.database.db, { title: 'Middle', date: '2024-10-26' });
    await buildStory(ctx.database.db, { title: 'Newest', date: '2024-12-22' });
    await buildStory(ctx.database.db, { title: 'Oldest', date: '2023-01-05' });

    const response = await ctx.app.inject({ method: 'GET', url: '/api/stories' });

    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ items: Story[] }>();
    expect(items.map((s) => s.title)).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(items[0]).toMatchObject({ date: '2024-12-22', author: 'Writer', excerpt: 'Once upon a time.' });
  });

  it('pages through stories of the same date exactly once', async () => {
    for (let i = 0; i < 5; i++) await buildStory(ctx.database.db, { date: '2025-03-01' });

    const { items, pages } = await readAllPages<Story>(ctx.app, '/api/stories', 2);

    expect(pages).toBe(3);
    expect(new Set(items.map((s) => s.id)).size).toBe(5);
  });
});
