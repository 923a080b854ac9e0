import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LikeState, Post, ReplyPage } from '@shared/schemas/community';
import type { NotificationPage } from '@shared/schemas/notifications';
import { replies, users } from '@server/db/schema';
import { joinAs, type TestAccount } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildForum } from '@server/test/factories/community';
import { writePost, writeReply } from '@server/test/community-writes';

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';
type Target = { kind: 'post' | 'reply'; id: string };
const likeUrl = (target: Target) => `/api/${target.kind === 'post' ? 'posts' : 'replies'}/${target.id}/like`;
const errorOf = (response: { json: <T>() => T }) => response.json<{ error: { code: string; message: string } }>().error;

describe.each(testDrivers())('likes on posts and replies on %s', (driver) => {
  const ctx = useTestApp(driver);
  const db = () => ctx.database.db;
  const send = (account: TestAccount | null, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string) =>
    ctx.app.inject({ method, url, headers: account ? { cookie: account.cookie } : {} });
  const like = (account: TestAccount | null, target: Target) => send(account, 'PUT', likeUrl(target));
  const unlike = (account: TestAccount | null, target: Target) => send(account, 'DELETE', likeUrl(target));

  /** A thread by `author` with one reply by `author`: the targets others like. */
  async function thread(author: TestAccount, title = 'Kora tunings') {
    const forum = await buildForum(db());
    const post = (
      await writePost(ctx.app, author.cookie, forum.id, { title, content: 'Which do you use?' })
    ).json<Post>();
    const reply = (await writeReply(ctx.app, author.cookie, post.id, 'Silaba, mostly.')).json<{ id: string }>();
    return { post: { kind: 'post', id: post.id } as Target, reply: { kind: 'reply', id: reply.id } as Target };
  }
  const repliesOf = async (postId: string, account: TestAccount | null) =>
    (await send(account, 'GET', `/api/posts/${postId}/replies`)).json<ReplyPage>().items;
  const postOf = async (postId: string, account: TestAccount | null) =>
    (await send(account, 'GET', `/api/posts/${postId}`)).json<Post>();
  const noticesOf = async (account: TestAccount) =>
    (await send(account, 'GET', '/api/notifications')).json<NotificationPage>();

  it('likes and unlikes a reply and a post, once per member, and shows the count and the viewer’s own like', async () => {
    const author = await joinAs(ctx.app, db());
    const ada = await joinAs(ctx.app, db());
    const { post, reply } = await thread(author);

    for (const target of [post, reply]) {
      const first = await like(ada, target);
      expect(first.statusCode, target.kind).toBe(200);
      expect(first.json<LikeState>()).toEqual({ liked: true, likeCount: 1 });
      // Liking again changes nothing: one like per member.
      expect((await like(ada, target)).json<LikeState>()).toEqual({ liked: true, likeCount: 1 });
    }
    expect(await repliesOf(post.id, ada)).toMatchObject([{ id: reply.id, likeCount: 1, liked: true }]);
    expect(await repliesOf(post.id, null)).toMatchObject([{ id: reply.id, likeCount: 1, liked: false }]);
    expect(await repliesOf(post.id, author)).toMatchObject([{ id: reply.id, likeCount: 1, liked: false }]);
    expect(await postOf(post.id, ada)).toMatchObject({ likeCount: 1, liked: true });
    expect(await postOf(post.id, null)).toMatchObject({ likeCount: 1, liked: false });

    for (const target of [post, reply]) {
      expect((await unlike(ada, target)).json<LikeState>()).toEqual({ liked: false, likeCount: 0 });
      expect((await unlike(ada, target)).json<LikeState>()).toEqual({ liked: false, likeCount: 0 });
    }
    expect(await repliesOf(post.id, ada)).toMatchObject([{ likeCount: 0, liked: false }]);
    expect(await postOf(post.id, ada)).toMatchObject({ likeCount: 0, liked: false });
  });

  it('refuses a like of one’s own words, from a visitor, a suspended member, and on what is deleted or unknown', async () => {
    const author = await joinAs(ctx.app, db());
    const ada = await joinAs(ctx.app, db());
    const { post, reply } = await thread(author);

    const own = await like(author, reply);
    expect(own.statusCode).toBe(403);
    expect(errorOf(own)).toEqual({ code: 'FORBIDDEN', message: 'You cannot like your own reply.' });
    expect(errorOf(await like(author, post)).message).toBe('You cannot like your own post.');

    expect((await like(null, reply)).statusCode).toBe(401);
    expect((await unlike(null, post)).statusCode).toBe(401);

    await db()
      .update(users)
      .set({ suspendedAt: new Date(), suspendedUntil: new Date(Date.now() + 86_400_000), suspensionReason: 'Spam' })
      .where(eq(users.id, ada.uid));
    const suspended = await like(ada, reply);
    expect(suspended.statusCode).toBe(403);
    expect(errorOf(suspended).code).toBe('SUSPENDED');
    await db().update(users).set({ suspendedAt: null, suspendedUntil: null }).where(eq(users.id, ada.uid));

    expect((await like(ada, { kind: 'reply', id: ZERO_UUID })).statusCode).toBe(404);
    expect((await like(ada, { kind: 'post', id: ZERO_UUID })).statusCode).toBe(404);
    expect((await like(ada, { kind: 'reply', id: '123' })).statusCode).toBe(400);

    expect((await send(author, 'DELETE', `/api/replies/${reply.id}`)).statusCode).toBe(204);
    const deletedReply = await like(ada, reply);
    expect(deletedReply.statusCode).toBe(404);
    expect(errorOf(deletedReply).message).toBe('This reply was deleted by its author.');
    expect((await send(author, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(204);
    const deletedPost = await like(ada, post);
    expect(deletedPost.statusCode).toBe(404);
    expect(errorOf(deletedPost).message).toBe('This post was deleted by its author.');
    expect(await repliesOf(post.id, ada)).toMatchObject([{ likeCount: 0, liked: false }]);
  });

  it('counts concurrent likes exactly: one per member, however many requests', async () => {
    const author = await joinAs(ctx.app, db());
    const ada = await joinAs(ctx.app, db());
    const others = await Promise.all([1, 2, 3, 4].map(() => joinAs(ctx.app, db())));
    const { post, reply } = await thread(author);

    const same = await Promise.all(Array.from({ length: 8 }, () => like(ada, reply)));
    expect(same.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const many = await Promise.all(others.map((member) => like(member, reply)));
    expect(many.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await repliesOf(post.id, null)).toMatchObject([{ likeCount: 5 }]);

    const notices = await noticesOf(author);
    expect(notices.items.filter((notice) => notice.kind === 'reply_liked')).toMatchObject([{ count: 5 }]);

    await Promise.all([...others.map((member) => unlike(member, reply)), unlike(ada, reply), unlike(ada, reply)]);
    expect(await repliesOf(post.id, null)).toMatchObject([{ likeCount: 0 }]);
    expect((await noticesOf(author)).items.filter((notice) => notice.kind === 'reply_liked')).toEqual([]);
  });

  it('tells the author in one notice per post or reply, counted until read, and an unlike takes its like back', async () => {
    const author = await joinAs(ctx.app, db());
    const [ada, bola, chidi] = await Promise.all([1, 2, 3].map(() => joinAs(ctx.app, db())));
    const { post, reply } = await thread(author, 'Kora tunings');
    const unreadBefore = (await noticesOf(author)).unread;

    await like(ada!, reply);
    await like(bola!, reply);
    await like(chidi!, reply);
    await like(ada!, post);
    let notices = await noticesOf(author);
    expect(notices.items.filter((notice) => notice.kind.endsWith('_liked'))).toMatchObject([
      { kind: 'post_liked', count: 1, title: 'Kora tunings', read: false },
      { kind: 'reply_liked', count: 3, title: 'Kora tunings', read: false },
    ]);
    expect(notices.unread).toBe(unreadBefore + 2);
    // The liker is not told of their own like.
    expect((await noticesOf(ada!)).items).toEqual([]);

    // A like then an unlike leaves no notice behind; an unlike of one of three leaves two.
    await unlike(ada!, post);
    await unlike(chidi!, reply);
    notices = await noticesOf(author);
    expect(notices.items.filter((notice) => notice.kind.endsWith('_liked'))).toMatchObject([
      { kind: 'reply_liked', count: 2, read: false },
    ]);
    expect(notices.unread).toBe(unreadBefore + 1);

    // Once read, the next like starts a new notice; the one read stays as it was.
    expect((await send(author, 'POST', '/api/notifications/read')).statusCode).toBe(204);
    await like(chidi!, reply);
    await unlike(ada!, reply);
    notices = await noticesOf(author);
    expect(notices.items.filter((notice) => notice.kind.endsWith('_liked'))).toMatchObject([
      { kind: 'reply_liked', count: 1, read: false },
      { kind: 'reply_liked', count: 2, read: true },
    ]);
    expect(notices.unread).toBe(1);
  });

  it('shows a like on the visitors’ kept reply page at once, and the liker their own like', async () => {
    const author = await joinAs(ctx.app, db());
    const ada = await joinAs(ctx.app, db());
    const { post, reply } = await thread(author);
    const url = `/api/posts/${post.id}/replies`;

    const kept = await send(null, 'GET', url);
    expect(kept.json<ReplyPage>().items).toMatchObject([{ likeCount: 0 }]);
    await like(ada, reply);
    const after = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(kept.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.json<ReplyPage>().items).toMatchObject([{ likeCount: 1, liked: false }]);
    // The kept page is the visitors'; the liker's own answer says they liked it.
    expect(await repliesOf(post.id, ada)).toMatchObject([{ likeCount: 1, liked: true }]);
  });

  it('lists the likes in the data download, and deleting the account takes them and their counts', async () => {
    const author = await joinAs(ctx.app, db());
    const ada = await joinAs(ctx.app, db());
    const bola = await joinAs(ctx.app, db());
    const { post, reply } = await thread(author, 'Kora tunings');
    await like(ada, post);
    await like(ada, reply);
    await like(bola, reply);

    const data = (await send(ada, 'GET', '/api/account/data')).json<{
      likes: Array<{ kind: string; postId: string; replyId: string | null; postTitle: string }>;
    }>();
    expect(data.likes).toMatchObject([
      { kind: 'post', postId: post.id, replyId: null, postTitle: 'Kora tunings' },
      { kind: 'reply', postId: post.id, replyId: reply.id, postTitle: 'Kora tunings' },
    ]);

    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: ada.cookie },
      payload: { password: ada.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await postOf(post.id, null)).toMatchObject({ likeCount: 0 });
    expect(await repliesOf(post.id, null)).toMatchObject([{ likeCount: 1 }]);
    const notices = (await noticesOf(author)).items.filter((notice) => notice.kind.endsWith('_liked'));
    expect(notices).toMatchObject([{ kind: 'reply_liked', count: 1 }]);
    expect(await db().select().from(replies).where(eq(replies.id, reply.id))).toHaveLength(1);
  });
});
