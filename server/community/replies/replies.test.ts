import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import type { Post, Reply, ReplyPage } from '@shared/schemas/community';
import { posts, replies } from '@server/db/schema';
import { seedDatabase } from '@server/seed/seed-database';
import { joinAs } from '@server/test/accounts';
import { readAllPages } from '@server/test/pages';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildForum, buildPost } from '@server/test/factories/community';
import { writePost, writeReply } from '@server/test/community-writes';
import { countRows, expectCountersConsistent, memberOf } from '@server/test/community-checks';

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';
const errorOf = (response: { json: <T>() => T }) => response.json<{ error: { code: string; message: string } }>().error;

describe.each(testDrivers())('a post and its replies on %s', (driver) => {
  const ctx = useTestApp(driver);
  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('shows a seeded post to a visitor with its forum, stats and replies oldest first', async () => {
    await seedDatabase(ctx.database, { demoContent: true });
    const [seeded] = await ctx.database.db
      .select()
      .from(posts)
      .where(eq(posts.title, 'Welcome to the Griot community!'));

    const post = (await get(`/api/posts/${seeded!.id}`)).json<Post>();
    expect(post).toMatchObject({
      forumName: 'General Discussion',
      author: 'Ada Obi',
      replyCount: 2,
      lastReply: { author: 'Wanjiru Kamau' },
      tags: ['welcome', 'introductions'],
      canEdit: false,
      canModerate: false,
    });
    expect(post.content).toContain('Introduce yourself below');

    const page = (await get(`/api/posts/${seeded!.id}/replies`)).json<ReplyPage>();
    expect(page.items.map((r) => r.author)).toEqual(['Kwame Asante', 'Wanjiru Kamau']);
    expect(page.items[0]).toMatchObject({ postId: seeded!.id, isEdited: false, canEdit: false });
    expect(page.nextCursor).toBeNull();
  });

  it('answers an unknown post with 404 and a malformed id with 400', async () => {
    for (const url of [`/api/posts/${ZERO_UUID}`, `/api/posts/${ZERO_UUID}/replies`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response), url).toEqual({ code: 'NOT_FOUND', message: 'Post not found.' });
    }
    for (const url of ['/api/posts/123', '/api/posts/123/replies']) expect((await get(url)).statusCode, url).toBe(400);
    const member = await joinAs(ctx.app, ctx.database.db);
    const reply = await writeReply(ctx.app, member.cookie, ZERO_UUID, 'Hello');
    expect(reply.statusCode).toBe(404);
    expect(errorOf(reply).message).toBe('Post not found.');
  });

  it('refuses a reply from a visitor with 401 and an empty reply with 400, writing nothing', async () => {
    const forum = await buildForum(ctx.database.db);
    const post = await buildPost(ctx.database.db, forum.id);
    const member = await joinAs(ctx.app, ctx.database.db);

    const visitor = await writeReply(ctx.app, undefined, post.id, 'Hi');
    expect(visitor.statusCode).toBe(401);
    const empty = await writeReply(ctx.app, member.cookie, post.id, ' \n ');
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toEqual({ code: 'VALIDATION_FAILED', message: 'Content is required.', field: 'content' });
    const long = await writeReply(ctx.app, member.cookie, post.id, 'x'.repeat(20_001));
    expect(errorOf(long).message).toBe('Content must be at most 20,000 characters.');
    expect(await countRows(ctx.database.db, replies)).toBe(0);
    const [stored] = await ctx.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(stored).toMatchObject({ replyCount: 0, lastReplyAuthor: null });
  });

  it('adds a trimmed reply: replyCount + 1 and lastReply change with it', async () => {
    const forum = await buildForum(ctx.database.db);
    const author = await joinAs(ctx.app, ctx.database.db, 'member', 'author@example.com');
    const replier = await joinAs(ctx.app, ctx.database.db, 'member', 'replier@example.com');
    const post = (
      await writePost(ctx.app, author.cookie, forum.id, { title: 'Q', content: 'A question' })
    ).json<Post>();

    const response = await writeReply(ctx.app, replier.cookie, post.id, '  An answer.  ');

    expect(response.statusCode).toBe(201);
    const reply = response.json<Reply>();
    const replierProfile = await memberOf(ctx.database.db, replier.uid);
    expect(reply).toMatchObject({
      postId: post.id,
      content: 'An answer.',
      author: replierProfile.displayName,
      authorId: replierProfile.id,
      isEdited: false,
      canEdit: true,
    });
    const after = (await get(`/api/posts/${post.id}`)).json<Post>();
    expect(after.replyCount).toBe(1);
    expect(after.lastReply).toEqual({ author: replierProfile.displayName, createdAt: reply.createdAt });
    const asAuthor = (await get(`/api/posts/${post.id}/replies`, author.cookie)).json<ReplyPage>();
    expect(asAuthor.items.map((r) => [r.content, r.canEdit])).toEqual([['An answer.', false]]);
    await expectCountersConsistent(ctx.database.db);
  });

  it('refuses replies to a locked post with 409, whoever asks', async () => {
    const forum = await buildForum(ctx.database.db);
    const post = await buildPost(ctx.database.db, forum.id, { isLocked: true });
    const member = await joinAs(ctx.app, ctx.database.db);
    const admin = await joinAs(ctx.app, ctx.database.db, 'admin');

    for (const account of [member, admin]) {
      const response = await writeReply(ctx.app, account.cookie, post.id, 'Let me in');
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({ code: 'POST_LOCKED', message: inEnglish(messages.postLocked) });
    }
    expect(await countRows(ctx.database.db, replies)).toBe(0);
    const [stored] = await ctx.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(stored!.replyCount).toBe(0);
  });

  it('pages replies oldest first, 50 by default', async () => {
    const forum = await buildForum(ctx.database.db);
    const post = await buildPost(ctx.database.db, forum.id);
    const base = Date.parse('2026-05-01T00:00:00Z');
    const rows = Array.from({ length: 55 }, (_, i) => ({
      postId: post.id,
      content: `R${i}`,
      author: 'Sample',
      createdAt: new Date(base + (i < 10 ? 0 : i) * 1000),
    }));
    await ctx.database.db.insert(replies).values(rows);

    const first = (await get(`/api/posts/${post.id}/replies`)).json<ReplyPage>();
    expect(first.items).toHaveLength(50);
    const { items } = await readAllPages<Reply>(ctx.app, `/api/posts/${post.id}/replies`, 7);
    expect(items).toHaveLength(55);
    expect(new Set(items.map((r) => r.id)).size).toBe(55);
    const order = items.map((r) => `${r.createdAt}|${r.id}`);
    expect(order).toEqual([...order].sort());
    expect(items.slice(10).map((r) => r.content)).toEqual(rows.slice(10).map((r) => r.content));
    expect((await get(`/api/posts/${post.id}/replies?limit=101`)).statusCode).toBe(400);
    expect((await get(`/api/posts/${post.id}/replies?limit=100`)).json<ReplyPage>().items).toHaveLength(55);
  });
});

describe.each(testDrivers())('replies at once on %s', (driver) => {
  const ctx = useTestApp(driver, { communityLimits: { postsPerHour: 1000, repliesPerHour: 1000, editsPerHour: 1000 } });

  it('counts exactly 100 when 100 replies arrive at the same moment', async () => {
    const forum = await buildForum(ctx.database.db);
    const members = [await joinAs(ctx.app, ctx.database.db), await joinAs(ctx.app, ctx.database.db)];
    const post = (
      await writePost(ctx.app, members[0]!.cookie, forum.id, { title: 'Busy', content: 'Reply!' })
    ).json<Post>();

    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => writeReply(ctx.app, members[i % 2]!.cookie, post.id, `Reply ${i}`)),
    );

    expect(responses.map((r) => r.statusCode)).toEqual(Array(100).fill(201));
    const [stored] = await ctx.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(stored!.replyCount).toBe(100);
    expect(await countRows(ctx.database.db, replies)).toBe(100);
    // Each reply has a time of its own, so oldest-first and lastReply have one answer.
    const [times] = await ctx.database.db
      .select({ distinct: sql<number>`count(distinct ${replies.createdAt})::int` })
      .from(replies);
    expect(times!.distinct).toBe(100);
    await expectCountersConsistent(ctx.database.db);
  });
});

describe.each(testDrivers())('reply limit on %s', (driver) => {
  const ctx = useTestApp(driver, { communityLimits: { postsPerHour: 5, repliesPerHour: 2, editsPerHour: 60 } });

  it('answers the reply after the limit with 429 and the message', async () => {
    const forum = await buildForum(ctx.database.db);
    const post = await buildPost(ctx.database.db, forum.id);
    const member = await joinAs(ctx.app, ctx.database.db);

    for (const text of ['One', 'Two'])
      expect((await writeReply(ctx.app, member.cookie, post.id, text)).statusCode).toBe(201);
    const refused = await writeReply(ctx.app, member.cookie, post.id, 'Three');

    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toEqual({ code: 'RATE_LIMITED', message: inEnglish(messages.tooManyPosts) });
    expect(await countRows(ctx.database.db, replies)).toBe(2);
  });
});
