import { describe, expect, it } from 'vitest';
import type { Forum, PostPage, PostSummary } from '@shared/schemas/community';
import { joinAs } from '@server/test/accounts';
import { readAllPages } from '@server/test/pages';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildForum, buildPost } from '@server/test/factories/community';
import { writePost } from '@server/test/community-writes';

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';
const base = Date.parse('2026-03-01T00:00:00Z');
const at = (minutes: number) => new Date(base + minutes * 60_000);

describe.each(testDrivers())('GET /api/forums/:forumId and its posts on %s', (driver) => {
  const ctx = useTestApp(driver);
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('gives a forum to a visitor, 404 for an unknown one and 400 for a malformed id', async () => {
    const forum = await buildForum(ctx.database.db, {
      name: "Writers' Corner",
      category: 'Writing',
      description: 'Poetry.',
    });

    const found = await get(`/api/forums/${forum.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json<Forum>()).toEqual({
      id: forum.id,
      name: "Writers' Corner",
      description: 'Poetry.',
      category: 'Writing',
      createdAt: forum.createdAt.toISOString(),
      createdBy: 'system',
      postCount: 0,
      lastPost: null,
      isFollowing: false,
    });
    for (const url of [`/api/forums/${ZERO_UUID}`, `/api/forums/${ZERO_UUID}/posts`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: { code: 'NOT_FOUND', message: 'Forum not found.' } });
    }
    for (const url of ['/api/forums/nope', '/api/forums/nope/posts']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code, url).toBe('VALIDATION_FAILED');
    }
  });

  it('lists pinned posts first, then newest first, with the card fields', async () => {
    const forum = await buildForum(ctx.database.db);
    const other = await buildForum(ctx.database.db);
    const long = `${'word '.repeat(60)}end`;
    await buildPost(ctx.database.db, forum.id, { title: 'Old pinned', createdAt: at(1), isPinned: true });
    await buildPost(ctx.database.db, forum.id, { title: 'Older', createdAt: at(2) });
    await buildPost(ctx.database.db, forum.id, {
      title: 'Newer pinned',
      createdAt: at(3),
      isPinned: true,
      isLocked: true,
    });
    await buildPost(ctx.database.db, forum.id, {
      title: 'Newest',
      createdAt: at(4),
      content: long,
      tags: ['a', 'b', 'c', 'd'],
    });
    await buildPost(ctx.database.db, other.id, { title: 'Elsewhere', createdAt: at(5) });

    const response = await get(`/api/forums/${forum.id}/posts`);

    expect(response.statusCode).toBe(200);
    const page = response.json<PostPage>();
    expect(page.items.map((p) => p.title)).toEqual(['Newer pinned', 'Old pinned', 'Newest', 'Older']);
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]).toMatchObject({ isPinned: true, isLocked: true, replyCount: 0, lastReply: null });
    const newest = page.items[2]!;
    expect(newest.tags).toEqual(['a', 'b', 'c', 'd']);
    expect(newest.excerpt.length).toBeLessThanOrEqual(151);
    expect(newest.excerpt).toBe(`${'word '.repeat(30).trim()}…`);
    expect(newest).not.toHaveProperty('content');
  });

  it('pages through every post exactly once, pinned first, while new posts arrive', async () => {
    const forum = await buildForum(ctx.database.db);
    const sameMoment = at(10);
    const originals = [];
    for (let i = 0; i < 30; i++) {
      originals.push(
        await buildPost(ctx.database.db, forum.id, { createdAt: i < 8 ? sameMoment : at(20 + i), isPinned: i === 3 }),
      );
    }
    const member = await joinAs(ctx.app, ctx.database.db);

    const first = (await get(`/api/forums/${forum.id}/posts?limit=12`)).json<PostPage>();
    expect(first.items).toHaveLength(12);
    expect(first.items[0]!.id).toBe(originals[3]!.id);
    for (let i = 0; i < 5; i++)
      expect((await writePost(ctx.app, member.cookie, forum.id, { title: `New ${i}`, content: 'C' })).statusCode).toBe(
        201,
      );
    const seen: PostSummary[] = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = (
        await get(`/api/forums/${forum.id}/posts?limit=12&cursor=${encodeURIComponent(cursor)}`)
      ).json<PostPage>();
      seen.push(...page.items);
      cursor = page.nextCursor;
    }

    expect(seen.map((p) => p.id).sort()).toEqual(originals.map((p) => p.id).sort());
    const whole = await readAllPages<PostSummary>(ctx.app, `/api/forums/${forum.id}/posts`, 50);
    expect(whole.items).toHaveLength(35);
    expect(whole.items[0]!.isPinned).toBe(true);
    expect(whole.items.slice(1, 6).map((p) => p.title)).toEqual(['New 4', 'New 3', 'New 2', 'New 1', 'New 0']);
  });

  it('gives 20 posts a page by default and refuses a limit over 50 or a foreign cursor', async () => {
    const forum = await buildForum(ctx.database.db);
    for (let i = 0; i < 21; i++) await buildPost(ctx.database.db, forum.id, { createdAt: at(i) });

    const page = (await get(`/api/forums/${forum.id}/posts`)).json<PostPage>();
    expect(page.items).toHaveLength(20);
    expect(page.nextCursor).not.toBeNull();
    expect((await get(`/api/forums/${forum.id}/posts?limit=50`)).json<PostPage>().items).toHaveLength(21);
    expect((await get(`/api/forums/${forum.id}/posts?limit=51`)).statusCode).toBe(400);
    const foreign = Buffer.from(JSON.stringify([at(1).toISOString(), ZERO_UUID])).toString('base64url');
    const refused = await get(`/api/forums/${forum.id}/posts?cursor=${foreign}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('INVALID_CURSOR');
  });
});
