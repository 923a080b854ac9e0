// The demo personas cannot be taken over (SECURITY.md), old databases give theirs back, and the admin removes
// all demo content in one action, counters exact, for good.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import {
  appMeta,
  artists,
  communityUsers,
  events,
  forums,
  posts,
  products,
  replies,
  stories,
  users,
} from '@server/db/schema';
import { joinAs, signInAdmin } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { openTestDatabase, testDrivers } from '@server/test/database';
import { demoArtists, demoEvents, demoProducts, demoStories } from './demo-catalog';
import { seedMembers } from './demo-community';
import { seedDatabase } from './seed-database';

const OLD_ADDRESSES = seedMembers.map((m) => m.email.replace('@demo.invalid', '@griot.example'));

async function count(db: Db, table: typeof products | typeof events | typeof artists | typeof stories) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

describe.each(testDrivers())('demo personas and demo content on %s', (driver) => {
  const ctx = useTestApp(driver);
  const seed = () => seedDatabase(ctx.database, { demoContent: true });

  it('gives the demo personas reserved .invalid addresses that nobody can join with', async () => {
    await seed();
    const personas = await ctx.database.db.select().from(communityUsers);
    expect(personas).toHaveLength(6);
    for (const persona of personas) {
      expect(persona.email).toMatch(/@demo\.invalid$/);
      expect(persona.userId).toBeNull();
      const join = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/join',
        payload: { email: persona.email.toUpperCase(), password: 'a long enough secret' },
      });
      expect(join.statusCode).toBe(400);
    }
    expect(await ctx.database.db.select().from(users)).toHaveLength(0);
  });

  it('never hands a persona, its reputation or its posts to someone joining with a look-alike address', async () => {
    await seed();
    const [ada] = await ctx.database.db.select().from(communityUsers).where(eq(communityUsers.displayName, 'Ada Obi'));
    const intruder = await joinAs(ctx.app, ctx.database.db, 'member', OLD_ADDRESSES[0]);

    const [profile] = await ctx.database.db
      .select()
      .from(communityUsers)
      .where(eq(communityUsers.userId, intruder.uid));
    expect(profile!.id).not.toBe(ada!.id);
    expect(profile).toMatchObject({ reputation: 0, postCount: 0 });
    const [welcome] = await ctx.database.db.select().from(posts).where(eq(posts.authorId, ada!.id));
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/posts/${welcome!.id}`,
      headers: { cookie: intruder.cookie },
      payload: { title: 'Edited by an intruder', content: 'Sign in again at https://evil.example' },
    });
    expect(edit.statusCode).toBe(403);
    const [ownerOfAda] = await ctx.database.db
      .select({ userId: communityUsers.userId })
      .from(communityUsers)
      .where(eq(communityUsers.id, ada!.id));
    expect(ownerOfAda!.userId).toBeNull();
  });

  it('removes every demo entry, persona, post and reply in one action, keeps counters exact, and for good', async () => {
    await seed();
    const { db } = ctx.database;
    const member = await joinAs(ctx.app, db);
    const [general] = await db.select().from(forums).where(eq(forums.category, 'General'));
    const [welcome] = await db.select().from(posts).where(eq(posts.title, 'Welcome to the Griot community!'));
    // The member's own post, with a persona's reply under it, and the member's reply under a demo post.
    const own = await ctx.app.inject({
      method: 'POST',
      url: `/api/forums/${general!.id}/posts`,
      headers: { cookie: member.cookie },
      payload: { title: 'Hello from a real member', content: 'Glad to be here.' },
    });
    expect(own.statusCode).toBe(201);
    const ownId = own.json<{ id: string }>().id;
    const [kwame] = await db.select().from(communityUsers).where(eq(communityUsers.displayName, 'Kwame Asante'));
    await db
      .insert(replies)
      .values({ postId: ownId, content: 'Welcome!', author: 'Kwame Asante', authorId: kwame!.id });
    await db
      .update(posts)
      .set({ replyCount: 1, lastReplyAuthor: 'Kwame Asante', lastReplyCreatedAt: new Date() })
      .where(eq(posts.id, ownId));
    const reply = await ctx.app.inject({
      method: 'POST',
      url: `/api/posts/${welcome!.id}/replies`,
      headers: { cookie: member.cookie },
      payload: { content: 'Hello everyone.' },
    });
    expect(reply.statusCode).toBe(201);
    const admin = await signInAdmin(ctx);

    const response = await admin('DELETE', '/api/admin/demo-content');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      products: demoProducts.length,
      events: demoEvents.length,
      artists: demoArtists.length,
      stories: demoStories.length,
      members: seedMembers.length,
      posts: 4,
      // 4 seeded, the persona's under the member's post, and the member's own under the demo welcome post.
      replies: 6,
    });
    for (const table of [products, events, artists, stories]) expect(await count(db, table)).toBe(0);
    const people = await db.select().from(communityUsers);
    // The member and the admin remain; no persona does.
    expect(people).toHaveLength(2);
    expect(people.every((p) => p.userId !== null && !p.email.endsWith('.invalid'))).toBe(true);
    const remaining = await db.select().from(posts);
    expect(remaining.map((p) => p.id)).toEqual([ownId]);
    expect(remaining[0]).toMatchObject({ replyCount: 0, lastReplyAuthor: null, lastReplyCreatedAt: null });
    expect(await db.select().from(replies)).toHaveLength(0);
    // Every forum's counters agree with its posts.
    for (const forum of await db.select().from(forums)) {
      const theirs = remaining.filter((p) => p.forumId === forum.id);
      expect(forum.postCount).toBe(theirs.length);
      expect(forum.lastPostId).toBe(theirs[0]?.id ?? null);
    }
    expect(people.find((p) => p.userId === member.uid)!.postCount).toBe(1);

    // Nothing comes back on the next start, and a second removal finds nothing.
    expect(await seed()).toEqual([]);
    expect(await count(db, products)).toBe(0);
    expect(await db.select().from(communityUsers)).toHaveLength(2);
    expect((await admin('DELETE', '/api/admin/demo-content')).json()).toEqual({
      products: 0,
      events: 0,
      artists: 0,
      stories: 0,
      members: 0,
      posts: 0,
      replies: 0,
    });
  });

  it('removes demo content for good even before the seed ran', async () => {
    const admin = await signInAdmin(ctx);
    expect((await admin('DELETE', '/api/admin/demo-content')).statusCode).toBe(200);
    expect(await seed()).toEqual(['forums']);
    expect(await count(ctx.database.db, products)).toBe(0);
  });

  it('is the admin’s alone', async () => {
    await seed();
    const member = await joinAs(ctx.app, ctx.database.db);
    const asMember = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/demo-content',
      headers: { cookie: member.cookie },
    });
    expect(asMember.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/admin/demo-content' })).statusCode).toBe(401);
    expect(await count(ctx.database.db, products)).toBe(demoProducts.length);
  });
});

describe.each(testDrivers())('the migration of the demo personas on %s', (driver) => {
  const migration = readFileSync(new URL('../db/migrations/0002_demo_personas_invalid.sql', import.meta.url), 'utf8');

  it('moves personas seeded with the old addresses to .invalid and takes back any that was claimed', async () => {
    const { database, dispose } = await openTestDatabase(driver);
    try {
      const { db } = database;
      await seedDatabase(database, { demoContent: true });
      // As an older release left it: guessable addresses, Ada claimed by whoever joined with hers.
      for (const [i, persona] of seedMembers.entries())
        await db
          .update(communityUsers)
          .set({ email: OLD_ADDRESSES[i]! })
          .where(eq(communityUsers.email, persona.email));
      const [claimer] = await db.insert(users).values({ email: OLD_ADDRESSES[0]!, passwordHash: 'x' }).returning();
      await db.update(communityUsers).set({ userId: claimer!.id }).where(eq(communityUsers.email, OLD_ADDRESSES[0]!));

      await db.execute(sql.raw(migration));

      const personas = await db.select().from(communityUsers).orderBy(communityUsers.email);
      expect(personas.map((p) => p.email).sort()).toEqual(seedMembers.map((m) => m.email).sort());
      expect(personas.every((p) => p.userId === null)).toBe(true);
    } finally {
      await dispose();
    }
  });

  it('leaves a database without the demo community alone', async () => {
    const { database, dispose } = await openTestDatabase(driver);
    try {
      const { db } = database;
      await db.insert(communityUsers).values({ displayName: 'Ada', handle: 'ada', email: OLD_ADDRESSES[0]! });
      await db.execute(sql.raw(migration));
      expect((await db.select().from(communityUsers))[0]!.email).toBe(OLD_ADDRESSES[0]);
      expect(await db.select().from(appMeta)).toHaveLength(0);
    } finally {
      await dispose();
    }
  });
});
