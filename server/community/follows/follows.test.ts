import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ForumView, Post, Reply } from '@shared/schemas/community';
import type { NotificationPage } from '@shared/schemas/notifications';
import { forumFollows, jobs, postFollows, users } from '@server/db/schema';
import { joinAs, type TestAccount } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildForum } from '@server/test/factories/community';
import { writePost, writeReply } from '@server/test/community-writes';
import { NOTIFICATION_MAIL_JOB } from '@server/notifications/mail/mail-job';

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';

describe.each(testDrivers())('following posts and forums on %s', (driver) => {
  const ctx = useTestApp(driver);

  const as = (account: TestAccount | null, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: account ? { cookie: account.cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const kinds = async (account: TestAccount) =>
    (await as(account, 'GET', '/api/notifications')).json<NotificationPage>().items.map((n) => n.kind);
  const handleOf = async (account: TestAccount) =>
    (await as(account, 'GET', '/api/me/profile')).json<{ handle: string }>().handle;
  const mailJobsFor = async (account: TestAccount) =>
    (
      await ctx.database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, NOTIFICATION_MAIL_JOB))
    ).filter((job) => job.payload.userId === account.uid).length;

  async function postBy(author: TestAccount, forumId?: string) {
    const forum = forumId ?? (await buildForum(ctx.database.db)).id;
    return (
      await writePost(ctx.app, author.cookie, forum, { title: 'Kora session', content: 'Who plays?' })
    ).json<Post>();
  }

  it('follows and unfollows a post in one request each, shows the state, and refuses visitors and unknown posts', async () => {
    const author = await joinAs(ctx.app, ctx.database.db);
    const reader = await joinAs(ctx.app, ctx.database.db);
    const post = await postBy(author);
    // The author follows their post from its first moment.
    expect(post.isFollowing).toBe(true);
    expect((await as(reader, 'GET', `/api/posts/${post.id}`)).json<Post>().isFollowing).toBe(false);
    expect((await as(null, 'GET', `/api/posts/${post.id}`)).json<Post>().isFollowing).toBe(false);

    const followed = await as(reader, 'PUT', `/api/posts/${post.id}/follow`);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ following: true });
    expect((await as(reader, 'GET', `/api/posts/${post.id}`)).json<Post>().isFollowing).toBe(true);
    expect((await as(reader, 'PUT', `/api/posts/${post.id}/follow`)).statusCode).toBe(200);

    const unfollowed = await as(reader, 'DELETE', `/api/posts/${post.id}/follow`);
    expect(unfollowed.json()).toEqual({ following: false });
    expect((await as(reader, 'GET', `/api/posts/${post.id}`)).json<Post>().isFollowing).toBe(false);
    expect((await as(reader, 'DELETE', `/api/posts/${post.id}/follow`)).statusCode).toBe(200);

    expect((await as(null, 'PUT', `/api/posts/${post.id}/follow`)).statusCode).toBe(401);
    expect((await as(reader, 'PUT', `/api/posts/${ZERO_UUID}/follow`)).statusCode).toBe(404);
    expect((await as(reader, 'DELETE', `/api/forums/${ZERO_UUID}/follow`)).statusCode).toBe(404);
    expect((await as(reader, 'PUT', '/api/forums/nope/follow')).statusCode).toBe(400);
  });

  it('leaves one row when the same follow is pressed twice at once', async () => {
    const author = await joinAs(ctx.app, ctx.database.db);
    const reader = await joinAs(ctx.app, ctx.database.db);
    const post = await postBy(author);
    const forum = await buildForum(ctx.database.db);
    const answers = await Promise.all([
      as(reader, 'PUT', `/api/posts/${post.id}/follow`),
      as(reader, 'PUT', `/api/posts/${post.id}/follow`),
      as(reader, 'PUT', `/api/forums/${forum.id}/follow`),
      as(reader, 'PUT', `/api/forums/${forum.id}/follow`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const postRows = await ctx.database.db
      .select()
      .from(postFollows)
      .where(and(eq(postFollows.userId, reader.uid), eq(postFollows.postId, post.id)));
    const forumRows = await ctx.database.db.select().from(forumFollows).where(eq(forumFollows.userId, reader.uid));
    expect(postRows).toHaveLength(1);
    expect(forumRows).toHaveLength(1);
  });

  it('tells every follower of a post of a reply once: the author as "reply", the others as followers, never the writer', async () => {
    const author = await joinAs(ctx.app, ctx.database.db);
    const follower = await joinAs(ctx.app, ctx.database.db);
    const quitter = await joinAs(ctx.app, ctx.database.db);
    const writer = await joinAs(ctx.app, ctx.database.db);
    const post = await postBy(author);
    for (const member of [follower, quitter, writer]) await as(member, 'PUT', `/api/posts/${post.id}/follow`);
    await as(quitter, 'DELETE', `/api/posts/${post.id}/follow`);

    // Named by @handle and following: one notice, the follow's.
    const reply = await writeReply(ctx.app, writer.cookie, post.id, `Count me in, @${await handleOf(follower)}`);
    expect(reply.statusCode).toBe(201);
    expect(reply.json<Reply>().authorHandle).toBe(await handleOf(writer));

    expect(await kinds(author)).toEqual(['reply']);
    expect(await kinds(follower)).toEqual(['followed_reply']);
    expect(await kinds(quitter)).toEqual([]);
    expect(await kinds(writer)).toEqual([]);
    const notice = (await as(follower, 'GET', '/api/notifications')).json<NotificationPage>().items[0]!;
    expect(notice.actorHandle).toBe(await handleOf(writer));
    // Mailed under the member's "replies" choice, like the author.
    expect(await mailJobsFor(follower)).toBe(1);
    expect(await mailJobsFor(author)).toBe(1);

    // An author who unfollows their own post hears of it no more.
    await as(author, 'DELETE', `/api/posts/${post.id}/follow`);
    await writeReply(ctx.app, writer.cookie, post.id, 'Anyone else?');
    expect(await kinds(author)).toEqual(['reply']);
    expect(await kinds(follower)).toEqual(['followed_reply', 'followed_reply']);
  });

  it('tells the followers of a forum of a new post, once even when named in it, and mails only who wants it', async () => {
    const forum = await buildForum(ctx.database.db);
    const writer = await joinAs(ctx.app, ctx.database.db);
    const follower = await joinAs(ctx.app, ctx.database.db);
    const quiet = await joinAs(ctx.app, ctx.database.db);
    for (const member of [writer, follower, quiet]) await as(member, 'PUT', `/api/forums/${forum.id}/follow`);
    expect((await as(follower, 'GET', `/api/forums/${forum.id}`)).json<ForumView>().isFollowing).toBe(true);
    expect((await as(null, 'GET', `/api/forums/${forum.id}`)).json<ForumView>().isFollowing).toBe(false);
    await ctx.database.db.update(users).set({ mailReplies: false }).where(eq(users.id, quiet.uid));

    const created = await writePost(ctx.app, writer.cookie, forum.id, {
      title: 'New sounds',
      content: `Listen, @${await handleOf(follower)}`,
    });
    expect(created.statusCode).toBe(201);

    expect(await kinds(follower)).toEqual(['forum_post']);
    expect(await kinds(quiet)).toEqual(['forum_post']);
    expect(await kinds(writer)).toEqual([]);
    expect(await mailJobsFor(follower)).toBe(1);
    expect(await mailJobsFor(quiet)).toBe(0);

    await as(follower, 'DELETE', `/api/forums/${forum.id}/follow`);
    await writePost(ctx.app, writer.cookie, forum.id, { title: 'More', content: 'Sounds' });
    expect(await kinds(follower)).toEqual(['forum_post']);
    expect(await kinds(quiet)).toEqual(['forum_post', 'forum_post']);
  });

  it('puts the follows in the data download and removes them with the account', async () => {
    const author = await joinAs(ctx.app, ctx.database.db);
    const member = await joinAs(ctx.app, ctx.database.db);
    const forum = await buildForum(ctx.database.db, { name: 'Afrobeat' });
    const post = await postBy(author, forum.id);
    await as(member, 'PUT', `/api/posts/${post.id}/follow`);
    await as(member, 'PUT', `/api/forums/${forum.id}/follow`);

    const data = (await as(member, 'GET', '/api/account/data')).json<{
      follows: { posts: Array<{ postId: string; title: string }>; forums: Array<{ forumId: string; name: string }> };
    }>();
    expect(data.follows.posts).toMatchObject([{ postId: post.id, title: 'Kora session' }]);
    expect(data.follows.forums).toMatchObject([{ forumId: forum.id, name: 'Afrobeat' }]);
    const authorData = (await as(author, 'GET', '/api/account/data')).json<{ follows: { posts: unknown[] } }>();
    expect(authorData.follows.posts).toHaveLength(1);

    const deleted = await as(member, 'POST', '/api/account/delete', { password: member.password });
    expect(deleted.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(postFollows).where(eq(postFollows.userId, member.uid))).toEqual([]);
    expect(await ctx.database.db.select().from(forumFollows).where(eq(forumFollows.userId, member.uid))).toEqual([]);
    // The author's own follow stays.
    expect(await ctx.database.db.select().from(postFollows).where(eq(postFollows.userId, author.uid))).toHaveLength(1);
  });
});
