import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import { defaultDisplayName } from '@shared/schemas/auth-limits';
import type { Forum, Post } from '@shared/schemas/community';
import { communityUsers, forums, posts } from '@server/db/schema';
import { seedDatabase } from '@server/seed/seed-database';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildForum } from '@server/test/factories/community';
import { writePost } from '@server/test/community-writes';
import { countRows, expectCountersConsistent, memberOf } from '@server/test/community-checks';

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';
const errorOf = (response: { json: <T>() => T }) => response.json<{ error: { code: string; message: string } }>().error;

describe.each(testDrivers())('POST /api/forums/:forumId/posts on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('refuses a visitor with 401 and writes nothing', async () => {
    const forum = await buildForum(ctx.database.db);
    const response = await writePost(ctx.app, undefined, forum.id, { title: 'Hello', content: 'World' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
    expect(await countRows(ctx.database.db, posts)).toBe(0);
  });

  it("creates a trimmed, unpinned, unlocked post with 0 replies under the member's display name", async () => {
    const forum = await buildForum(ctx.database.db, { name: 'Music Production', category: 'Music' });
    const member = await joinAs(ctx.app, ctx.database.db, 'member', 'ada.obi@example.com');

    const response = await writePost(ctx.app, member.cookie, forum.id, {
      title: '  My first track  ',
      content: '\n Listen to it. \n',
      tags: 'a, ,b , c',
    });

    expect(response.statusCode).toBe(201);
    const post = response.json<Post>();
    const profile = await memberOf(ctx.database.db, member.uid);
    expect(post).toMatchObject({
      forumId: forum.id,
      forumName: 'Music Production',
      title: 'My first track',
      content: 'Listen to it.',
      tags: ['a', 'b', 'c'],
      author: profile.displayName,
      authorId: profile.id,
      replyCount: 0,
      isPinned: false,
      isLocked: false,
      lastReply: null,
      canEdit: true,
      canModerate: false,
    });
    expect(post.updatedAt).toBe(post.createdAt);
    const [row] = await ctx.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row).toMatchObject({ title: 'My first track', content: 'Listen to it.', tags: ['a', 'b', 'c'] });
  });

  it('moves the forum postCount and lastPost and the member postCount with each post', async () => {
    await seedDatabase(ctx.database, { demoContent: true });
    const [general] = await ctx.database.db.select().from(forums).where(eq(forums.category, 'General'));
    const member = await joinAs(ctx.app, ctx.database.db, 'member', 'kofi@example.com');

    const first = (
      await writePost(ctx.app, member.cookie, general!.id, { title: 'One', content: 'First.' })
    ).json<Post>();
    const second = (
      await writePost(ctx.app, member.cookie, general!.id, { title: 'Two', content: 'Second.' })
    ).json<Post>();

    const forum = (await ctx.app.inject({ method: 'GET', url: `/api/forums/${general!.id}` })).json<Forum>();
    expect(forum.postCount).toBe(3);
    const { displayName, handle } = await memberOf(ctx.database.db, member.uid);
    expect(forum.lastPost).toEqual({
      id: second.id,
      title: 'Two',
      slug: 'two',
      author: displayName,
      authorHandle: handle,
      createdAt: second.createdAt,
    });
    expect(Date.parse(second.createdAt)).toBeGreaterThanOrEqual(Date.parse(first.createdAt));
    expect((await memberOf(ctx.database.db, member.uid)).postCount).toBe(2);
    await expectCountersConsistent(ctx.database.db);
  });

  it('creates the default profile of an account that has none, in the same transaction as the post', async () => {
    const forum = await buildForum(ctx.database.db);
    const member = await joinAs(ctx.app, ctx.database.db, 'member', 'no.profile@example.com');
    await ctx.database.db.delete(communityUsers).where(eq(communityUsers.userId, member.uid));

    const response = await writePost(ctx.app, member.cookie, forum.id, { title: 'Hi', content: 'There' });

    expect(response.statusCode).toBe(201);
    const profile = await memberOf(ctx.database.db, member.uid);
    expect(profile).toMatchObject({
      displayName: defaultDisplayName(member.uid),
      email: 'no.profile@example.com',
      discipline: 'Creative',
      postCount: 1,
    });
    expect(response.json<Post>().authorId).toBe(profile.id);
  });

  it('refuses a post with no title in the reader’s language', async () => {
    const forum = await buildForum(ctx.database.db);
    const member = await joinAs(ctx.app, ctx.database.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/forums/${forum.id}/posts`,
      headers: { cookie: member.cookie, 'accept-language': 'fr' },
      payload: { title: '  ', content: 'Bonjour' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'Le titre est obligatoire.', field: 'title' },
    });
    expect(await countRows(ctx.database.db, posts)).toBe(0);
  });

  it.each([
    ['a whitespace-only title', { title: '   ', content: 'Body' }, 'Title is required.', 'title'],
    ['a whitespace-only content', { title: 'Title', content: ' \n\t ' }, 'Content is required.', 'content'],
    ['both empty', { title: '', content: '' }, 'Title is required. Content is required.', 'title'],
    [
      'a 201-character title',
      { title: 'x'.repeat(201), content: 'Body' },
      'Title must be at most 200 characters.',
      'title',
    ],
    [
      '20,001 characters of content',
      { title: 'Title', content: 'x'.repeat(20_001) },
      'Content must be at most 20,000 characters.',
      'content',
    ],
    ['6 tags', { title: 'Title', content: 'Body', tags: 'a,b,c,d,e,f' }, 'At most 5 tags, please.', 'tags'],
    [
      'a 31-character tag',
      { title: 'Title', content: 'Body', tags: `ok, ${'t'.repeat(31)}` },
      'Each tag must be at most 30 characters.',
      'tags',
    ],
  ])(
    'answers %s with 400 and its message, naming the field, and writes nothing',
    async (_case, payload, message, field) => {
      const forum = await buildForum(ctx.database.db);
      const member = await joinAs(ctx.app, ctx.database.db);

      const response = await writePost(ctx.app, member.cookie, forum.id, payload);

      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'VALIDATION_FAILED', message, field });
      expect(await countRows(ctx.database.db, posts)).toBe(0);
      const [stored] = await ctx.database.db.select().from(forums).where(eq(forums.id, forum.id));
      expect(stored).toMatchObject({ postCount: 0, lastPostId: null });
      expect((await memberOf(ctx.database.db, member.uid)).postCount).toBe(0);
    },
  );

  it('accepts the limits exactly: a 200-character title, 20,000 characters, 5 tags of 30', async () => {
    const forum = await buildForum(ctx.database.db);
    const member = await joinAs(ctx.app, ctx.database.db);
    const tag = 't'.repeat(30);
    const response = await writePost(ctx.app, member.cookie, forum.id, {
      title: 'x'.repeat(200),
      content: ` ${'y'.repeat(20_000)} `,
      tags: Array(5).fill(tag).join(','),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Post>().tags).toEqual(Array(5).fill(tag));
  });

  it('answers an unknown forum with 404 and a malformed id with 400, writing nothing', async () => {
    const member = await joinAs(ctx.app, ctx.database.db);
    const unknown = await writePost(ctx.app, member.cookie, ZERO_UUID, { title: 'T', content: 'C' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual({ code: 'NOT_FOUND', message: 'Forum not found.' });
    const malformed = await writePost(ctx.app, member.cookie, 'not-a-uuid', { title: 'T', content: 'C' });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).code).toBe('VALIDATION_FAILED');
    expect(await countRows(ctx.database.db, posts)).toBe(0);
    expect((await memberOf(ctx.database.db, member.uid)).postCount).toBe(0);
  });
});

describe.each(testDrivers())('posting limit on %s', (driver) => {
  const ctx = useTestApp(driver, { communityLimits: { postsPerHour: 2, repliesPerHour: 3, editsPerHour: 60 } });

  it('answers the post after the limit with 429 and the message, per member', async () => {
    const forum = await buildForum(ctx.database.db);
    const fast = await joinAs(ctx.app, ctx.database.db);
    const other = await joinAs(ctx.app, ctx.database.db);

    for (const title of ['One', 'Two'])
      expect((await writePost(ctx.app, fast.cookie, forum.id, { title, content: 'C' })).statusCode).toBe(201);
    const refused = await writePost(ctx.app, fast.cookie, forum.id, { title: 'Three', content: 'C' });

    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toEqual({ code: 'RATE_LIMITED', message: inEnglish(messages.tooManyPosts) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await writePost(ctx.app, other.cookie, forum.id, { title: 'Mine', content: 'C' })).statusCode).toBe(201);
    expect(await countRows(ctx.database.db, posts)).toBe(3);
  });
});
