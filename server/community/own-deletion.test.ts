import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELETED_BY_AUTHOR } from '@shared/schemas/community-limits';
import type { Forum, Post, PostPage, Reply, ReplyPage } from '@shared/schemas/community';
import type { NotificationPage } from '@shared/schemas/notifications';
import { communityUsers, notifications, posts } from '@server/db/schema';
import { joinAs, type TestAccount } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildForum } from '@server/test/factories/community';
import { writePost, writeReply } from '@server/test/community-writes';

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';
const errorOf = (response: { json: <T>() => T }) => response.json<{ error: { code: string; message: string } }>().error;

describe.each(testDrivers())('authors deleting their own words on %s', (driver) => {
  const ctx = useTestApp(driver);

  const as = (account: TestAccount | null, method: 'GET' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: account ? { cookie: account.cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const handleOf = async (account: TestAccount) =>
    (await as(account, 'GET', '/api/me/profile')).json<{ handle: string }>().handle;

  async function discussion() {
    const forum = await buildForum(ctx.database.db);
    const author = await joinAs(ctx.app, ctx.database.db);
    const other = await joinAs(ctx.app, ctx.database.db);
    const named = await joinAs(ctx.app, ctx.database.db);
    const text = `The secret words, @${await handleOf(named)}`;
    const post = (
      await writePost(ctx.app, author.cookie, forum.id, { title: 'Secret title', content: text, tags: 'a' })
    ).json<Post>();
    const reply = (await writeReply(ctx.app, other.cookie, post.id, 'A reply that stays')).json<Reply>();
    return { forum, author, other, named, post, reply };
  }

  it('lets only the author delete their post: 401 for a visitor, 403 for another member or an admin, 404 unknown', async () => {
    const { author, other, post } = await discussion();
    const admin = await joinAs(ctx.app, ctx.database.db, 'admin');

    expect((await as(null, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(401);
    const refused = await as(other, 'DELETE', `/api/posts/${post.id}`);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('You can only delete your own posts.');
    // An admin moderates through /api/admin/posts, unchanged; this route is the author's own.
    expect((await as(admin, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(403);
    expect((await as(author, 'DELETE', `/api/posts/${ZERO_UUID}`)).statusCode).toBe(404);
    expect((await as(author, 'DELETE', '/api/posts/not-a-uuid')).statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row).toMatchObject({ title: 'Secret title', deletedByAuthorAt: null });
  });

  it('empties the post, keeps its replies readable, refuses new replies and edits, and keeps counters coherent', async () => {
    const { forum, author, other, post, reply } = await discussion();
    const [before] = await ctx.database.db
      .select({ postCount: communityUsers.postCount })
      .from(communityUsers)
      .where(eq(communityUsers.userId, author.uid));

    expect((await as(author, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(204);
    // A second click (another tab) changes nothing more.
    expect((await as(author, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(204);

    const shown = (await as(null, 'GET', `/api/posts/${post.id}`)).json<Post>();
    expect(shown).toMatchObject({
      title: DELETED_BY_AUTHOR,
      content: '',
      tags: [],
      deletedByAuthor: true,
      replyCount: 1,
    });
    expect(JSON.stringify(shown)).not.toContain('secret');
    const ownView = (await as(author, 'GET', `/api/posts/${post.id}`)).json<Post>();
    expect(ownView.canEdit).toBe(false);
    const page = (await as(null, 'GET', `/api/posts/${post.id}/replies`)).json<ReplyPage>();
    expect(page.items.map((item) => [item.id, item.content])).toEqual([[reply.id, 'A reply that stays']]);

    const refused = await writeReply(ctx.app, other.cookie, post.id, 'Too late');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('POST_DELETED');
    const edit = await as(author, 'PATCH', `/api/posts/${post.id}`, { title: 'Back', content: 'Again' });
    expect(edit.statusCode).toBe(409);

    // The forum still lists it (its replies are there) under the placeholder; the author's count drops.
    const forumView = (await as(null, 'GET', `/api/forums/${forum.id}`)).json<Forum>();
    expect(forumView).toMatchObject({ postCount: 1, lastPost: { id: post.id, title: DELETED_BY_AUTHOR } });
    const listed = (await as(null, 'GET', `/api/forums/${forum.id}/posts`)).json<PostPage>();
    expect(listed.items[0]).toMatchObject({
      id: post.id,
      title: DELETED_BY_AUTHOR,
      excerpt: '',
      deletedByAuthor: true,
    });
    const hub = await as(null, 'GET', '/api/community');
    expect(hub.body).not.toContain('Secret title');
    const [after] = await ctx.database.db
      .select({ postCount: communityUsers.postCount })
      .from(communityUsers)
      .where(eq(communityUsers.userId, author.uid));
    expect(after!.postCount).toBe(before!.postCount - 1);
    // Their own list no longer holds it.
    expect((await as(author, 'GET', '/api/me/posts')).json<PostPage>().items).toEqual([]);
  });

  it('takes the words out of the notices: the mention in the post goes, the others show the placeholder title', async () => {
    const { author, named, post } = await discussion();
    const follower = await joinAs(ctx.app, ctx.database.db);
    await ctx.app.inject({ method: 'PUT', url: `/api/posts/${post.id}/follow`, headers: { cookie: follower.cookie } });
    await writeReply(ctx.app, named.cookie, post.id, 'Named and answering');
    expect((await as(named, 'GET', '/api/notifications')).json<NotificationPage>().items.map((n) => n.kind)).toEqual([
      'mention',
    ]);

    expect((await as(author, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(204);

    expect((await as(named, 'GET', '/api/notifications')).json<NotificationPage>().items).toEqual([]);
    const told = (await as(follower, 'GET', '/api/notifications')).json<NotificationPage>().items;
    expect(told.map((n) => [n.kind, n.title])).toEqual([['followed_reply', DELETED_BY_AUTHOR]]);
    const rows = await ctx.database.db.select({ title: notifications.title }).from(notifications);
    expect(rows.every((row) => row.title === DELETED_BY_AUTHOR)).toBe(true);
  });

  it('lets only the author delete their reply, which keeps its place as deleted and tells no one of it any more', async () => {
    const { author, other, post, reply } = await discussion();
    expect((await as(null, 'DELETE', `/api/replies/${reply.id}`)).statusCode).toBe(401);
    expect((await as(author, 'DELETE', `/api/replies/${reply.id}`)).statusCode).toBe(403);
    expect(errorOf(await as(author, 'DELETE', `/api/replies/${reply.id}`)).message).toBe(
      'You can only delete your own replies.',
    );
    expect((await as(other, 'DELETE', `/api/replies/${ZERO_UUID}`)).statusCode).toBe(404);
    expect((await as(author, 'GET', '/api/notifications')).json<NotificationPage>().items).toHaveLength(1);

    expect((await as(other, 'DELETE', `/api/replies/${reply.id}`)).statusCode).toBe(204);

    const page = (await as(other, 'GET', `/api/posts/${post.id}/replies`)).json<ReplyPage>();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ id: reply.id, content: '', deletedByAuthor: true, canEdit: false });
    const shown = (await as(null, 'GET', `/api/posts/${post.id}`)).json<Post>();
    expect(shown.replyCount).toBe(1);
    expect((await as(author, 'GET', '/api/notifications')).json<NotificationPage>().items).toEqual([]);
    const edit = await as(other, 'PATCH', `/api/replies/${reply.id}`, { content: 'Back' });
    expect(edit.statusCode).toBe(409);
    expect((await as(other, 'GET', '/api/me/replies')).json<{ items: unknown[] }>().items).toEqual([]);
  });

  it('leaves admin moderation as it was: an admin still deletes anyone’s post for good', async () => {
    const { post } = await discussion();
    const admin = await joinAs(ctx.app, ctx.database.db, 'admin');
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/posts/${post.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await as(null, 'GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
  });
});
