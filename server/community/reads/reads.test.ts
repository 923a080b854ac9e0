// Unread markers (docs/architecture.md, Community): what each member has read of each thread, and the
// thread lists' "New" and "N new", asked apart from the forum pages, which stay the same for everyone.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Post, ThreadRead, UnreadMarks } from '@shared/schemas/community';
import { postReads } from '@server/db/schema';
import { deleteOwnAccount, joinAs, type TestAccount } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildForum, buildPost } from '@server/test/factories/community';
import { writePost, writeReply } from '@server/test/community-writes';

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';

describe.each(testDrivers())('unread threads and replies on %s', (driver) => {
  const ctx = useTestApp(driver);

  const as = (account: TestAccount | null, method: 'GET' | 'PUT', url: string) =>
    ctx.app.inject({ method, url, headers: account ? { cookie: account.cookie } : {} });
  const open = async (account: TestAccount, postId: string) => {
    const response = await as(account, 'PUT', `/api/posts/${postId}/read`);
    expect(response.statusCode).toBe(200);
    return response.json<ThreadRead>();
  };
  const marks = async (account: TestAccount, ...postIds: string[]) => {
    const response = await as(account, 'GET', `/api/community/unread?posts=${postIds.join(',')}`);
    expect(response.statusCode).toBe(200);
    return response.json<UnreadMarks>().items;
  };
  const replyId = async (account: TestAccount, postId: string, content: string) => {
    const response = await writeReply(ctx.app, account.cookie, postId, content);
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };

  async function scene() {
    const forum = await buildForum(ctx.database.db);
    const ada = await joinAs(ctx.app, ctx.database.db);
    const kwame = await joinAs(ctx.app, ctx.database.db);
    const author = await joinAs(ctx.app, ctx.database.db);
    const post = (
      await writePost(ctx.app, author.cookie, forum.id, { title: 'Kora session', content: 'Who plays?' })
    ).json<Post>();
    return { forum, ada, kwame, author, post };
  }

  it('shows a thread never opened as new, and nothing once it is opened', async () => {
    const { ada, post } = await scene();
    expect(await marks(ada, post.id)).toEqual([{ postId: post.id, isNew: true, newReplies: 0 }]);
    expect(await open(ada, post.id)).toEqual({ firstNewReplyId: null, newReplies: 0 });
    expect(await marks(ada, post.id)).toEqual([]);
  });

  it('counts the replies by others since the member last opened the thread, and names the first', async () => {
    const { ada, kwame, author, post } = await scene();
    await open(ada, post.id);
    const first = await replyId(kwame, post.id, 'Me, on Friday.');
    expect(await marks(ada, post.id)).toEqual([{ postId: post.id, isNew: false, newReplies: 1 }]);
    await replyId(author, post.id, 'Great, see you.');
    // The member's own replies are never new to them.
    await replyId(ada, post.id, 'I will bring the drum.');
    expect(await marks(ada, post.id)).toEqual([{ postId: post.id, isNew: false, newReplies: 2 }]);

    expect(await open(ada, post.id)).toEqual({ firstNewReplyId: first, newReplies: 2 });
    expect(await marks(ada, post.id)).toEqual([]);
    expect(await open(ada, post.id)).toEqual({ firstNewReplyId: null, newReplies: 0 });
  });

  it('keeps each member’s reads apart, and never marks a member’s own thread or one older than their account', async () => {
    const { forum, ada, kwame, author, post } = await scene();
    const older = await buildPost(ctx.database.db, forum.id, { createdAt: new Date('2020-01-01T00:00:00Z') });
    await open(ada, post.id);
    await replyId(author, post.id, 'Anyone else?');
    expect(await marks(kwame, post.id, older.id)).toEqual([{ postId: post.id, isNew: true, newReplies: 0 }]);
    expect(await marks(ada, post.id, older.id)).toEqual([{ postId: post.id, isNew: false, newReplies: 1 }]);
    expect(await marks(author, post.id)).toEqual([]);
    // Opened by Kwame, still unread for Ada.
    await open(kwame, post.id);
    expect(await marks(kwame, post.id)).toEqual([]);
    expect(await marks(ada, post.id)).toEqual([{ postId: post.id, isNew: false, newReplies: 1 }]);
  });

  it('gives visitors no markers and the same kept answers as before any member read', async () => {
    const { forum, ada, kwame, post } = await scene();
    await replyId(kwame, post.id, 'Me, on Friday.');
    const pages = [`/api/forums/${forum.id}/posts`, `/api/posts/${post.id}/replies`];
    const visitorsBefore = await Promise.all(pages.map((url) => as(null, 'GET', url)));
    await open(ada, post.id);
    for (const [index, url] of pages.entries()) {
      const [visitor, reader, other] = await Promise.all([
        as(null, 'GET', url),
        as(ada, 'GET', url),
        as(kwame, 'GET', url),
      ]);
      expect(visitor.body).toBe(visitorsBefore[index]?.body);
      expect(visitor.headers.etag).toBe(visitorsBefore[index]?.headers.etag);
      expect(reader.body).toBe(visitor.body);
      if (index === 0) expect(other.body).toBe(visitor.body);
      expect(reader.body).not.toContain('newReplies');
    }
    expect((await as(null, 'GET', `/api/community/unread?posts=${post.id}`)).statusCode).toBe(401);
    expect((await as(null, 'PUT', `/api/posts/${post.id}/read`)).statusCode).toBe(401);
    const readerMarks = await as(ada, 'GET', `/api/community/unread?posts=${post.id}`);
    expect(readerMarks.headers['cache-control']).toBe('no-store');
  });

  it('refuses malformed lists and unknown threads with a clear answer', async () => {
    const { ada } = await scene();
    const malformed = await as(ada, 'GET', '/api/community/unread?posts=nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: { message: string } }>().error.message).toContain('separated by commas');
    const tooMany = Array.from({ length: 51 }, () => ZERO_UUID).join(',');
    expect((await as(ada, 'GET', `/api/community/unread?posts=${tooMany}`)).statusCode).toBe(400);
    expect((await as(ada, 'GET', '/api/community/unread')).statusCode).toBe(400);
    expect(await marks(ada, ZERO_UUID)).toEqual([]);
    expect((await as(ada, 'PUT', `/api/posts/${ZERO_UUID}/read`)).statusCode).toBe(404);
    expect((await as(ada, 'PUT', '/api/posts/nope/read')).statusCode).toBe(400);
  });

  it('puts the threads read in the member’s data, and deleting the account deletes them', async () => {
    const { ada, post } = await scene();
    await open(ada, post.id);
    const data = (await as(ada, 'GET', '/api/account/data')).json<{ threadsRead: unknown }>();
    expect(data.threadsRead).toEqual([expect.objectContaining({ postId: post.id, title: 'Kora session' })]);
    expect(await deleteOwnAccount(ctx.app, ada)).toBe(200);
    expect(await ctx.database.db.select().from(postReads).where(eq(postReads.userId, ada.uid))).toEqual([]);
  });
});
