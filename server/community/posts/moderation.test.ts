import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import type { Forum, Post, PostPage, Reply } from '@shared/schemas/community';
import { communityUsers, posts, replies } from '@server/db/schema';
import { joinAs, type TestAccount } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildForum } from '@server/test/factories/community';
import { writePost, writeReply } from '@server/test/community-writes';
import { countRows, expectCountersConsistent, memberOf } from '@server/test/community-checks';

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';

describe.each(testDrivers())('admin moderation on %s', (driver) => {
  const ctx = useTestApp(driver);

  const as = (account: TestAccount, method: 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url, headers: { cookie: account.cookie }, ...(payload ? { payload } : {}) });
  const forumOf = async (id: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/forums/${id}` })).json<Forum>();
  const postOf = async (id: string) => (await ctx.app.inject({ method: 'GET', url: `/api/posts/${id}` })).json<Post>();

  it('lets an admin pin, lock, unlock and unpin a post', async () => {
    const forum = await buildForum(ctx.database.db);
    const admin = await joinAs(ctx.app, ctx.database.db, 'admin');
    const member = await joinAs(ctx.app, ctx.database.db);
    const older = (await writePost(ctx.app, member.cookie, forum.id, { title: 'Older', content: 'C' })).json<Post>();
    await writePost(ctx.app, member.cookie, forum.id, { title: 'Newer', content: 'C' });

    const pinned = await as(admin, 'PATCH', `/api/admin/posts/${older.id}`, { isPinned: true, isLocked: true });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json<Post>()).toMatchObject({
      id: older.id,
      isPinned: true,
      isLocked: true,
      canModerate: true,
      canEdit: false,
      updatedAt: older.updatedAt,
    });
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/forums/${forum.id}/posts` })).json<PostPage>();
    expect(page.items.map((p) => p.title)).toEqual(['Older', 'Newer']);
    const refused = await writeReply(ctx.app, member.cookie, older.id, 'Too late');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(inEnglish(messages.postLocked));

    expect((await as(admin, 'PATCH', `/api/admin/posts/${older.id}`, { isLocked: false })).json<Post>()).toMatchObject({
      isPinned: true,
      isLocked: false,
    });
    expect((await writeReply(ctx.app, member.cookie, older.id, 'Now then')).statusCode).toBe(201);
    expect((await as(admin, 'PATCH', `/api/admin/posts/${older.id}`, { isPinned: false })).json<Post>()).toMatchObject({
      isPinned: false,
      isLocked: false,
    });
    const empty = await as(admin, 'PATCH', `/api/admin/posts/${older.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect((await as(admin, 'PATCH', `/api/admin/posts/${ZERO_UUID}`, { isPinned: true })).statusCode).toBe(404);
    expect((await postOf(older.id)).canModerate).toBe(false);
  });

  it('deletes a post with its replies: the forum count and last post, and the author count, follow', async () => {
    const forum = await buildForum(ctx.database.db);
    const admin = await joinAs(ctx.app, ctx.database.db, 'admin');
    const author = await joinAs(ctx.app, ctx.database.db, 'member', 'writer@example.com');
    const first = (await writePost(ctx.app, author.cookie, forum.id, { title: 'First', content: 'C' })).json<Post>();
    const second = (await writePost(ctx.app, author.cookie, forum.id, { title: 'Second', content: 'C' })).json<Post>();
    await writeReply(ctx.app, admin.cookie, second.id, 'One');
    await writeReply(ctx.app, author.cookie, second.id, 'Two');
    expect((await memberOf(ctx.database.db, author.uid)).postCount).toBe(2);

    const deleted = await as(admin, 'DELETE', `/api/admin/posts/${second.id}`);

    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await countRows(ctx.database.db, replies)).toBe(0);
    const card = await forumOf(forum.id);
    expect(card.postCount).toBe(1);
    expect(card.lastPost).toEqual({
      id: first.id,
      title: 'First',
      slug: 'first',
      author: first.author,
      authorHandle: first.authorHandle,
      createdAt: first.createdAt,
    });
    expect((await memberOf(ctx.database.db, author.uid)).postCount).toBe(1);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/posts/${second.id}` })).statusCode).toBe(404);
    await expectCountersConsistent(ctx.database.db);

    expect((await as(admin, 'DELETE', `/api/admin/posts/${first.id}`)).statusCode).toBe(204);
    expect(await forumOf(forum.id)).toMatchObject({ postCount: 0, lastPost: null });
    expect((await as(admin, 'DELETE', `/api/admin/posts/${first.id}`)).statusCode).toBe(404);
    await expectCountersConsistent(ctx.database.db);
  });

  it('finds the newest remaining post whether or not it is pinned', async () => {
    const forum = await buildForum(ctx.database.db);
    const admin = await joinAs(ctx.app, ctx.database.db, 'admin');
    const titles = ['A', 'B', 'C'];
    const made: Post[] = [];
    for (const title of titles)
      made.push((await writePost(ctx.app, admin.cookie, forum.id, { title, content: 'C' })).json<Post>());
    await as(admin, 'PATCH', `/api/admin/posts/${made[0]!.id}`, { isPinned: true });

    await as(admin, 'DELETE', `/api/admin/posts/${made[2]!.id}`);
    expect((await forumOf(forum.id)).lastPost?.title).toBe('B');
    await as(admin, 'DELETE', `/api/admin/posts/${made[1]!.id}`);
    expect((await forumOf(forum.id)).lastPost?.title).toBe('A');
    await expectCountersConsistent(ctx.database.db);
  });

  it("deletes a reply: the post's replyCount drops and lastReply moves to the previous reply", async () => {
    const forum = await buildForum(ctx.database.db);
    const admin = await joinAs(ctx.app, ctx.database.db, 'admin');
    const first = await joinAs(ctx.app, ctx.database.db, 'member', 'first@example.com');
    const second = await joinAs(ctx.app, ctx.database.db, 'member', 'second@example.com');
    const post = (await writePost(ctx.app, first.cookie, forum.id, { title: 'Q', content: 'C' })).json<Post>();
    const earlier = (await writeReply(ctx.app, first.cookie, post.id, 'Earlier')).json<Reply>();
    const later = (await writeReply(ctx.app, second.cookie, post.id, 'Later')).json<Reply>();

    expect((await as(admin, 'DELETE', `/api/admin/replies/${later.id}`)).statusCode).toBe(204);
    expect(await postOf(post.id)).toMatchObject({
      replyCount: 1,
      lastReply: { author: earlier.author, createdAt: earlier.createdAt },
    });
    await expectCountersConsistent(ctx.database.db);

    expect((await as(admin, 'DELETE', `/api/admin/replies/${earlier.id}`)).statusCode).toBe(204);
    expect(await postOf(post.id)).toMatchObject({ replyCount: 0, lastReply: null });
    const again = await as(admin, 'DELETE', `/api/admin/replies/${earlier.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Reply not found.' } });
    await expectCountersConsistent(ctx.database.db);
  });

  it('keeps members out of moderation: 403, and nothing changes', async () => {
    const forum = await buildForum(ctx.database.db);
    const member = await joinAs(ctx.app, ctx.database.db);
    const post = (await writePost(ctx.app, member.cookie, forum.id, { title: 'Mine', content: 'C' })).json<Post>();

    expect((await as(member, 'PATCH', `/api/admin/posts/${post.id}`, { isPinned: true })).statusCode).toBe(403);
    expect((await as(member, 'DELETE', `/api/admin/posts/${post.id}`)).statusCode).toBe(403);
    const [stored] = await ctx.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(stored).toMatchObject({ isPinned: false });
    const [profile] = await ctx.database.db.select().from(communityUsers).where(eq(communityUsers.userId, member.uid));
    expect(profile!.postCount).toBe(1);
  });
});
