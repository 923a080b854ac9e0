import { expect, it } from 'vitest';
import { presentStoryEntry } from './presenter';
import { stories } from '@server/db/schema';
import { buildStory } from '@server/test/factories/catalog';
import { signInAdmin } from '@server/test/accounts';
import { describeResource } from '@server/test/contracts/admin-resource';

describeResource<typeof stories.$inferSelect>(
  {
    list: 'stories',
    table: stories,
    build: (db, overrides) => buildStory(db, { date: '2024-10-26', ...overrides }),
    present: async (_db, row) => presentStoryEntry({ ...row, image: null }, null),
    searchField: 'title',
    notFound: 'Story not found.',
    input: () => ({
      title: '  The Griots of Mali  ',
      author: ' Ama Ata ',
      date: '2024-10-26',
      excerpt: ' Keepers of memory. ',
      body: 'The griots keep **memory**.\n\nThey sing it.',
      category: 'Music',
      sourceName: 'Griot',
      sourceUrl: 'https://griot.example/griots-of-mali',
      imageUrl: '/uploads/stories/griots.png',
    }),
    changed: () => ({
      title: 'Nollywood at Thirty',
      author: 'Chika Unigwe',
      date: '2025-03-01',
      excerpt: 'How Lagos films travelled.',
      body: 'Thirty years of films.',
      category: 'Film',
      imageUrl: 'https://res.cloudinary.com/demo/nolly.png',
    }),
    required: [
      ['title', 'Title is required.'],
      ['author', 'Author is required.'],
      ['date', 'Date is required.'],
      ['excerpt', 'Excerpt is required.'],
    ],
    duplicate: {
      existing: { title: 'Afrobeats Goes Global' },
      input: { title: 'afrobeats goes GLOBAL', author: 'Writer', date: '2025-01-01', excerpt: 'Again.' },
      message: 'A story titled "afrobeats goes GLOBAL" already exists.',
      field: 'title',
    },
  },
  (ctx) => {
    it('lists stories by when they were added, where the public list goes by their date', async () => {
      const send = await signInAdmin(ctx);
      const olderStoryAddedLast = await buildStory(ctx.database.db, {
        date: '2020-05-01',
        createdAt: new Date('2026-03-02T00:00:00Z'),
      });
      const newerStoryAddedFirst = await buildStory(ctx.database.db, {
        date: '2025-05-01',
        createdAt: new Date('2026-03-01T00:00:00Z'),
      });

      const admin = (await send('GET', '/api/admin/stories')).json<{ items: Array<{ id: string }> }>();
      const visitor = (await ctx.app.inject({ method: 'GET', url: '/api/stories' })).json<{
        items: Array<{ id: string }>;
      }>();

      expect(admin.items.map((item) => item.id)).toEqual([olderStoryAddedLast.id, newerStoryAddedFirst.id]);
      expect(visitor.items.map((item) => item.id)).toEqual([newerStoryAddedFirst.id, olderStoryAddedLast.id]);
    });
  },
);
