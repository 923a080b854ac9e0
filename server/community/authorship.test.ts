import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import type { Forum, Post, Reply, ReplyPage } from '@shared/schemas/community';
import { posts, replies } from '@server/db/schema';
import { joinAs, type TestAccount } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildForum } from '@server/test/factories/community';
import { writePost, writeReply } from '@server/test/community-writes';

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';
const errorOf = (response: { json: <T>() => T }) => response.json<{ error: { code: string; message: string } }>().error;

describe.each(testDrivers())('authors editing on %s', (driver) => {
  const ctx = useTestApp(driver);

  const edit = (url: string, account: TestAccount | null, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PATCH', url, headers: account ? { cookie: account.cookie } : {}, payload });

  async function discussion() {
    const forum = await buildForum(ctx.database.db);
    const author = await joinAs(ctx.app, ctx.database.db);
    const post = (
      await writePost(ctx.app, author.cookie, forum.id, { title: 'Original', content: 'First words', tags: 'one, two' })
    ).json<Post>();
    const reply = (await writeReply(ctx.app, author.cookie, post.id, 'First reply')).json<Reply>();
    return { forum, author, post, reply };
  }

  it('lets the author edit their post: trimmed, updatedAt set, omitted tags kept, the forum card title follows', async () => {
    const { forum, author, post } = await discussion();
    await new Promise((resolve) => setTimeout(resolve, 5));

    const response = await edit(`/api/posts/${post.id}`, author, {
      title: '  Better title ',
      content: ' Better words ',
    });

    expect(response.statusCode).toBe(200);
    const edited = response.json<Post>();
    expect(edited).toMatchObject({
      title: 'Better title',
      content: 'Better words',
      tags: ['one', 'two'],
      createdAt: post.createdAt,
      canEdit: true,
      replyCount: 1,
    });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(post.updatedAt));
    const card = (await ctx.app.inject({ method: 'GET', url: `/api/forums/${forum.id}` })).json<Forum>();
    expect(card.lastPost).toMatchObject({ id: post.id, title: 'Better title' });
    const retagged = await edit(`/api/posts/${post.id}`, author, {
      title: 'Better title',
      content: 'Better words',
      tags: ' ,three',
    });
    expect(retagged.json<Post>().tags).toEqual(['three']);
  });

  it("refuses another member's edit with 403, a visitor's with 401, and bad input with 400, changing nothing", async () => {
    const { post, reply, author } = await discussion();
    const other = await joinAs(ctx.app, ctx.database.db);
    const admin = await joinAs(ctx.app, ctx.database.db, 'admin');

    const byOther = await edit(`/api/posts/${post.id}`, other, { title: 'Mine now', content: 'Mine' });
    expect(byOther.statusCode).toBe(403);
    expect(errorOf(byOther)).toEqual({ code: 'FORBIDDEN', message: 'You can only edit your own posts.' });
    expect((await edit(`/api/posts/${post.id}`, admin, { title: 'Admin', content: 'Admin' })).statusCode).toBe(403);
    expect((await edit(`/api/posts/${post.id}`, null, { title: 'Anon', content: 'Anon' })).statusCode).toBe(401);
    const empty = await edit(`/api/posts/${post.id}`, author, { title: ' ', content: 'x' });
    expect(errorOf(empty)).toEqual({ code: 'VALIDATION_FAILED', message: 'Title is required.', field: 'title' });
    const replyByOther = await edit(`/api/replies/${reply.id}`, other, { content: 'Hijack' });
    expect(replyByOther.statusCode).toBe(403);
    expect(errorOf(replyByOther).message).toBe('You can only edit your own replies.');
    expect((await edit(`/api/replies/${reply.id}`, null, { content: 'Anon' })).statusCode).toBe(401);
    expect((await edit(`/api/replies/${reply.id}`, author, { content: '  ' })).statusCode).toBe(400);

    const [storedPost] = await ctx.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(storedPost).toMatchObject({ title: 'Original', content: 'First words' });
    const [storedReply] = await ctx.database.db.select().from(replies).where(eq(replies.id, reply.id));
    expect(storedReply).toMatchObject({ content: 'First reply', isEdited: false });
  });

  it('lets the author edit their reply, which then shows as edited', async () => {
    const { post, reply, author } = await discussion();

    const response = await edit(`/api/replies/${reply.id}`, author, { content: ' Second thoughts ' });

    expect(response.statusCode).toBe(200);
    const edited = response.json<Reply>();
    expect(edited).toMatchObject({
      id: reply.id,
      content: 'Second thoughts',
      isEdited: true,
      canEdit: true,
      createdAt: reply.createdAt,
    });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(reply.updatedAt));
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/posts/${post.id}/replies` })).json<ReplyPage>();
    expect(page.items.map((r) => [r.content, r.isEdited, r.canEdit])).toEqual([['Second thoughts', true, false]]);
  });

  it('answers edits of unknown posts and replies with 404', async () => {
    const member = await joinAs(ctx.app, ctx.database.db);
    const post = await edit(`/api/posts/${ZERO_UUID}`, member, { title: 'T', content: 'C' });
    expect(errorOf(post)).toEqual({ code: 'NOT_FOUND', message: 'Post not found.' });
    const reply = await edit(`/api/replies/${ZERO_UUID}`, member, { content: 'C' });
    expect(errorOf(reply)).toEqual({ code: 'NOT_FOUND', message: 'Reply not found.' });
    expect((await edit('/api/replies/bad-id', member, { content: 'C' })).statusCode).toBe(400);
  });

  it('freezes a locked post for its author: the post and their replies refuse edits with 409, moderation still works', async () => {
    const { post, reply, author } = await discussion();
    const admin = await joinAs(ctx.app, ctx.database.db, 'admin');
    const adminsPost = (
      await writePost(ctx.app, admin.cookie, post.forumId, { title: 'Rules', content: 'Be kind' })
    ).json<Post>();
    const adminsReply = (await writeReply(ctx.app, admin.cookie, post.id, 'Noted')).json<Reply>();
    for (const id of [post.id, adminsPost.id])
      expect((await edit(`/api/admin/posts/${id}`, admin, { isLocked: true })).statusCode).toBe(200);

    const locked = { code: 'POST_LOCKED', message: 'This post is locked: it and its replies can no longer be edited.' };
    const postEdit = await edit(`/api/posts/${post.id}`, author, { title: 'Rewritten', content: 'After the lock' });
    expect(postEdit.statusCode).toBe(409);
    expect(errorOf(postEdit)).toEqual(locked);
    const replyEdit = await edit(`/api/replies/${reply.id}`, author, { content: 'After the lock' });
    expect(replyEdit.statusCode).toBe(409);
    expect(errorOf(replyEdit)).toEqual(locked);
    // Whoever is not the author still hears that it is not theirs, locked or not.
    const other = await joinAs(ctx.app, ctx.database.db);
    expect(errorOf(await edit(`/api/replies/${reply.id}`, other, { content: 'Mine' })).code).toBe('FORBIDDEN');

    const [storedPost] = await ctx.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(storedPost).toMatchObject({ title: 'Original', content: 'First words', isLocked: true });
    const [storedReply] = await ctx.database.db.select().from(replies).where(eq(replies.id, reply.id));
    expect(storedReply).toMatchObject({ content: 'First reply', isEdited: false });

    // An admin, who may unlock anyway, still edits their own words under a lock.
    expect(
      (await edit(`/api/posts/${adminsPost.id}`, admin, { title: 'Rules', content: 'Be kinder' })).statusCode,
    ).toBe(200);
    expect((await edit(`/api/replies/${adminsReply.id}`, admin, { content: 'Noted!' })).statusCode).toBe(200);
    // Unlocked again, the post and its replies are the author's to edit.
    expect((await edit(`/api/admin/posts/${post.id}`, admin, { isLocked: false })).statusCode).toBe(200);
    expect((await edit(`/api/posts/${post.id}`, author, { title: 'Rewritten', content: 'Later' })).statusCode).toBe(
      200,
    );
    expect((await edit(`/api/replies/${reply.id}`, author, { content: 'Later' })).statusCode).toBe(200);
  });
});

describe.each(testDrivers())('edit limit on %s', (driver) => {
  const ctx = useTestApp(driver, { communityLimits: { postsPerHour: 100, repliesPerHour: 100, editsPerHour: 3 } });

  const edit = (url: string, account: TestAccount, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PATCH', url, headers: { cookie: account.cookie }, payload });

  it('answers the edit after the limit with 429, counting post and reply edits together, per member', async () => {
    const forum = await buildForum(ctx.database.db);
    const fast = await joinAs(ctx.app, ctx.database.db);
    const other = await joinAs(ctx.app, ctx.database.db);
    const post = (await writePost(ctx.app, fast.cookie, forum.id, { title: 'T', content: 'C' })).json<Post>();
    const reply = (await writeReply(ctx.app, fast.cookie, post.id, 'R')).json<Reply>();
    const othersReply = (await writeReply(ctx.app, other.cookie, post.id, 'Mine')).json<Reply>();

    expect((await edit(`/api/posts/${post.id}`, fast, { title: 'T1', content: 'C' })).statusCode).toBe(200);
    expect((await edit(`/api/replies/${reply.id}`, fast, { content: 'R1' })).statusCode).toBe(200);
    expect((await edit(`/api/posts/${post.id}`, fast, { title: 'T2', content: 'C' })).statusCode).toBe(200);
    const refused = await edit(`/api/replies/${reply.id}`, fast, { content: 'R2' });

    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toEqual({ code: 'RATE_LIMITED', message: inEnglish(messages.tooManyPosts) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await edit(`/api/posts/${post.id}`, fast, { title: 'T3', content: 'C' })).statusCode).toBe(429);
    const [stored] = await ctx.database.db.select().from(replies).where(eq(replies.id, reply.id));
    expect(stored!.content).toBe('R1');
    expect((await edit(`/api/replies/${othersReply.id}`, other, { content: 'Still mine' })).statusCode).toBe(200);
  });
});
