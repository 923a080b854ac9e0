import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FORUM_CATEGORIES, PRODUCT_TYPES } from '@shared/constants';
import { todayIso } from '@shared/dates';
import type { Db } from '@server/db/database';
import {
  artists,
  communityUsers,
  events,
  forums,
  posts,
  products,
  replies,
  stories,
  ticketTypes,
} from '@server/db/schema';
import { openTestDatabase, testDrivers } from '@server/test/database';
import { seedDatabase } from './seed-database';

async function count(
  db: Db,
  table:
    | typeof products
    | typeof events
    | typeof artists
    | typeof stories
    | typeof forums
    | typeof posts
    | typeof replies
    | typeof communityUsers,
) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

describe.each(testDrivers())('demo content on %s', (driver) => {
  it('fills an empty database with the demo catalogue and the community seed, once', async () => {
    const { database, dispose } = await openTestDatabase(driver);
    try {
      const { db } = database;
      expect(await seedDatabase(database, { demoContent: true })).toEqual(['forums', 'demo-catalog', 'demo-community']);

      expect(await count(db, products)).toBeGreaterThanOrEqual(12);
      const types = await db.selectDistinct({ type: products.type }).from(products);
      expect(types.map((t) => t.type).sort()).toEqual([...PRODUCT_TYPES].sort());
      expect(await count(db, events)).toBe(8);
      const eventDates = await db.select({ date: events.date }).from(events);
      expect(eventDates.every((e) => e.date > todayIso())).toBe(true);
      // The ten of the directory and the makers of the products that were not in it.
      expect(await count(db, artists)).toBe(15);
      expect(await count(db, stories)).toBe(8);
      // The fields the item pages show are filled with believable content.
      const eventRows = await db.select().from(events);
      expect(eventRows.every((e) => e.venue && e.city && e.description && e.endsAt && e.endsAt > e.startsAt)).toBe(
        true,
      );
      // Every demo event sells tickets, one of them free and one type nearly gone.
      const tickets = await db.select().from(ticketTypes);
      expect(new Set(tickets.map((t) => t.eventId)).size).toBe(8);
      expect(tickets.filter((t) => t.priceKobo === 0)).toHaveLength(1);
      expect(tickets.some((t) => t.capacity - t.sold < 20)).toBe(true);
      const artistRows = await db.select().from(artists);
      expect(artistRows.every((a) => a.genre && a.location)).toBe(true);
      expect(artistRows.filter((a) => Object.keys(a.links).length > 0).length).toBeGreaterThanOrEqual(5);
      const storyRows = await db.select().from(stories);
      expect(storyRows.every((s) => s.body.split('\n\n').length >= 2 && s.category)).toBe(true);
      const productRows = await db.select().from(products);
      expect(productRows.every((p) => p.description)).toBe(true);

      const forumRows = await db.select().from(forums).orderBy(forums.createdAt, forums.id);
      // One per category, in the categories' order (docs/product.md §3).
      expect(forumRows.map((f) => f.category)).toEqual([...FORUM_CATEGORIES]);
      expect(await count(db, communityUsers)).toBe(6);
      expect(await count(db, posts)).toBe(4);
      expect(await count(db, replies)).toBe(4);
      const postRows = await db.select().from(posts);
      expect(postRows.map((p) => p.replyCount).sort()).toEqual([0, 0, 2, 2]);
      // Counters agree with the rows they count.
      const totalPostCount = forumRows.reduce((sum, f) => sum + f.postCount, 0);
      expect(totalPostCount).toBe(4);
      for (const forum of forumRows.filter((f) => f.postCount > 0)) {
        const newest = postRows.filter((p) => p.forumId === forum.id).sort((a, b) => +b.createdAt - +a.createdAt)[0]!;
        expect(forum.lastPostId).toBe(newest.id);
      }
      // Every image is served by our own server.
      const images = [
        ...(await db.select({ url: products.imageUrl }).from(products)),
        ...(await db.select({ url: artists.imageUrl }).from(artists)),
        ...(await db.select({ url: communityUsers.avatarUrl }).from(communityUsers)),
      ];
      expect(images.every((i) => i.url?.startsWith('/media/'))).toBe(true);

      // A second start adds nothing.
      expect(await seedDatabase(database, { demoContent: true })).toEqual([]);
      expect(await count(db, products)).toBeGreaterThanOrEqual(12);
      expect(await count(db, forums)).toBe(6);
      expect(await count(db, posts)).toBe(4);
    } finally {
      await dispose();
    }
  });

  it('seeds only the forums when demo content is off', async () => {
    const { database, dispose } = await openTestDatabase(driver);
    try {
      expect(await seedDatabase(database, { demoContent: false })).toEqual(['forums']);
      expect(await count(database.db, forums)).toBe(6);
      expect(await count(database.db, products)).toBe(0);
      expect(await count(database.db, communityUsers)).toBe(0);
    } finally {
      await dispose();
    }
  });
});
