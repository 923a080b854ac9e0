import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CommunityHub } from '@shared/schemas/community';
import { communityUsers, forums } from '@server/db/schema';
import { seedDatabase } from '@server/seed/seed-database';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildForum, buildPost } from '@server/test/factories/community';
import { memberOf } from '@server/test/community-checks';

const MINUTE = 60_000;

describe.each(testDrivers())('GET /api/community on %s', (driver) => {
  const ctx = useTestApp(driver);

  const readHub = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/community' });
    expect(response.statusCode).toBe(200);
    // The same for every visitor: kept and revalidated (by the browser and the app's offline copies).
    expect(response.headers['cache-control']).toBe('no-cache');
    return response.json<CommunityHub>();
  };

  it('shows the community seed to a visitor: 6 forums with their counts and last posts, the newest posts first', async () => {
    await seedDatabase(ctx.database, { demoContent: true });

    const hub = await readHub();

    expect(hub.forums).toHaveLength(6);
    const byName = Object.fromEntries(hub.forums.map((f) => [f.name, f]));
    expect(Object.fromEntries(hub.forums.map((f) => [f.name, f.postCount]))).toEqual({
      'General Discussion': 1,
      'Music Production': 1,
      'Visual Arts Showcase': 0,
      "Writers' Corner": 0,
      'Business of Creativity': 1,
      'Find Collaborators': 1,
    });
    expect(byName['Music Production']!.lastPost).toMatchObject({
      title: 'Best budget microphones for recording vocals at home?',
      author: 'Tayo Adebayo',
    });
    expect(byName['Visual Arts Showcase']!.lastPost).toBeNull();
    const order = hub.forums.map((f) => `${f.createdAt}|${f.id}`);
    expect(order).toEqual([...order].sort());

    expect(hub.recentPosts.map((p) => p.title)).toEqual([
      'Looking for a composer for a short documentary',
      'How do you price merch for your first tour?',
      'Best budget microphones for recording vocals at home?',
      'Welcome to the Griot community!',
    ]);
    expect(hub.recentPosts[2]).toMatchObject({
      replyCount: 2,
      author: 'Tayo Adebayo',
      tags: ['recording', 'gear', 'home-studio'],
      lastReply: { author: 'Zanele Dube' },
    });
    expect(hub.onlineMembers).toEqual([]);
  });

  it('shows the 5 newest posts of all forums, newest first', async () => {
    const forum = await buildForum(ctx.database.db);
    const other = await buildForum(ctx.database.db);
    const base = Date.parse('2026-04-01T00:00:00Z');
    for (let i = 0; i < 7; i++) {
      await buildPost(ctx.database.db, i % 2 ? forum.id : other.id, {
        title: `P${i}`,
        createdAt: new Date(base + i * MINUTE),
        isPinned: i === 0,
      });
    }

    const hub = await readHub();

    expect(hub.recentPosts.map((p) => p.title)).toEqual(['P6', 'P5', 'P4', 'P3', 'P2']);
  });

  it('shows members who reported presence in the last 5 minutes, most recent first, and not one seen 6 minutes ago', async () => {
    await seedDatabase(ctx.database, { demoContent: true });
    const early = await joinAs(ctx.app, ctx.database.db, 'member', 'early@example.com');
    const late = await joinAs(ctx.app, ctx.database.db, 'member', 'late@example.com');
    const gone = await joinAs(ctx.app, ctx.database.db, 'member', 'gone@example.com');
    for (const account of [gone, early, late]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/me/presence',
        headers: { cookie: account.cookie },
      });
      expect(response.statusCode).toBe(204);
    }
    await ctx.database.db
      .update(communityUsers)
      .set({ lastSeen: new Date(Date.now() - 6 * MINUTE) })
      .where(eq(communityUsers.userId, gone.uid));
    await ctx.database.db
      .update(communityUsers)
      .set({ lastSeen: new Date(Date.now() - 2 * MINUTE) })
      .where(eq(communityUsers.userId, early.uid));

    const hub = await readHub();

    const lateMember = await memberOf(ctx.database.db, late.uid);
    const earlyMember = await memberOf(ctx.database.db, early.uid);
    expect(hub.onlineMembers.map((m) => m.id)).toEqual([lateMember.id, earlyMember.id]);
    expect(hub.onlineMembers.every((m) => m.isOnline)).toBe(true);
    expect(hub.onlineMembers[0]).toEqual({
      id: lateMember.id,
      displayName: lateMember.displayName,
      handle: lateMember.handle,
      discipline: 'Creative',
      avatarUrl: null,
      avatar: null,
      joinDate: lateMember.joinDate.toISOString(),
      postCount: 0,
      reputation: 0,
      isOnline: true,
      lastSeen: lateMember.lastSeen!.toISOString(),
    });
  });

  it('shows at most 10 members online', async () => {
    const forum = await buildForum(ctx.database.db);
    const now = Date.now();
    for (let i = 0; i < 12; i++) {
      await ctx.database.db.insert(communityUsers).values({
        displayName: `M${i}`,
        handle: `member${i}`,
        email: `m${i}@example.com`,
        lastSeen: new Date(now - i * 1000),
      });
    }

    const hub = await readHub();

    expect(hub.onlineMembers.map((m) => m.displayName)).toEqual([
      'M0',
      'M1',
      'M2',
      'M3',
      'M4',
      'M5',
      'M6',
      'M7',
      'M8',
      'M9',
    ]);
    expect(hub.forums.map((f) => f.id)).toEqual([forum.id]);
    expect(await ctx.database.db.select().from(forums)).toHaveLength(1);
  });
});
