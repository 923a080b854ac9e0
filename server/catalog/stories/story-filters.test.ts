import { describe, expect, it } from 'vitest';
import type { Story } from '@shared/schemas/catalog';
import { buildStory } from '@server/test/factories/catalog';
import { readAllPages } from '@server/test/pages';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

describe.each(testDrivers())('GET /api/stories with filters on %s', (driver) => {
  const ctx = useTestApp(driver);

  const titles = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/stories?${query}` });
    expect(response.statusCode, query).toBe(200);
    return response.json<{ items: Story[] }>().items.map((story) => story.title);
  };

  let articles = 0;
  const imported = (sourceName: string) => ({ sourceName, sourceUrl: `https://news.example/${++articles}` });

  it("narrows the list by category and by source, 'griot' being the stories written here", async () => {
    const db = ctx.database.db;
    await buildStory(db, { title: 'Our film review', category: 'Film', date: '2026-01-04' });
    await buildStory(db, { title: 'Pulse music news', category: 'Music', date: '2026-01-03', ...imported('Pulse') });
    await buildStory(db, { title: 'Our music essay', category: 'Music', date: '2026-01-02' });
    await buildStory(db, {
      title: 'Guardian film news',
      category: 'Film',
      date: '2026-01-01',
      ...imported('The Guardian'),
    });

    expect(await titles('category=Music')).toEqual(['Pulse music news', 'Our music essay']);
    expect(await titles('source=griot')).toEqual(['Our film review', 'Our music essay']);
    expect(await titles('source=Griot')).toEqual(['Our film review', 'Our music essay']);
    expect(await titles('source=pulse')).toEqual(['Pulse music news']);
    expect(await titles('source=The%20Guardian')).toEqual(['Guardian film news']);
    expect(await titles('category=Film&source=griot')).toEqual(['Our film review']);
    expect(await titles('category=Music&source=The%20Guardian')).toEqual([]);
    expect(await titles('source=Nobody')).toEqual([]);
    expect(await titles('category=Business')).toEqual([]);
  });

  it('keeps the filter across pages, newest first, every match once', async () => {
    const db = ctx.database.db;
    for (let i = 0; i < 5; i++) await buildStory(db, { category: 'Art', date: '2026-03-01' });
    for (let i = 0; i < 3; i++) await buildStory(db, { category: 'Art', date: '2026-02-01', ...imported('Pulse') });
    await buildStory(db, { category: 'Culture', date: '2026-03-01' });

    const { items, pages } = await readAllPages<Story>(ctx.app, '/api/stories?category=Art&source=griot', 2);

    expect(pages).toBe(3);
    expect(new Set(items.map((story) => story.id)).size).toBe(5);
    expect(items.every((story) => story.category === 'Art' && story.sourceName === null)).toBe(true);
  });
});
