import { describe, expect, it } from 'vitest';
import type { Forum, MemberProfile, Post, PostPage, Reply } from '@shared/schemas/community';
import type { NotificationPage } from '@shared/schemas/notifications';
import { joinAs, type TestAccount } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { catalogText } from '@server/test/catalog-text';
import { testDrivers } from '@server/test/database';
import { buildForum } from '@server/test/factories/community';
import { writePost, writeReply } from '@server/test/community-writes';

describe.each(testDrivers())('public member profiles on %s', (driver) => {
  const ctx = useTestApp(driver);
  const as = (account: TestAccount | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: account ? { cookie: account.cookie } : {},
      ...(payload ? { payload } : {}),
    });

  async function ada() {
    const account = await joinAs(ctx.app, ctx.database.db, 'member', 'ada.obi@example.com');
    await as(account, 'PUT', '/api/me/profile', {
      displayName: 'Ada Obi',
      bio: 'Sings highlife.',
      discipline: 'Musician',
      handle: 'AdaObi',
    });
    return account;
  }

  it('finds a member by handle in any case, with their newest posts and replies and never the e-mail', async () => {
    const member = await ada();
    const other = await joinAs(ctx.app, ctx.database.db);
    const forum = await buildForum(ctx.database.db);
    const post = (
      await writePost(ctx.app, member.cookie, forum.id, { title: 'Highlife nights', content: 'Where?' })
    ).json<Post>();
    const otherPost = (
      await writePost(ctx.app, other.cookie, forum.id, { title: 'Kwame asks', content: '?' })
    ).json<Post>();
    await writeReply(ctx.app, member.cookie, otherPost.id, 'Ada answers.');

    for (const handle of ['adaobi', 'ADAOBI', 'AdaObi']) {
      const response = await as(null, 'GET', `/api/profiles/${handle}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('ada.obi@example.com');
      expect(response.body).not.toContain('"email"');
      const profile = response.json<MemberProfile>();
      expect(profile.member).toMatchObject({
        displayName: 'Ada Obi',
        handle: 'AdaObi',
        bio: 'Sings highlife.',
        discipline: 'Musician',
        postCount: 1,
        reputation: 0,
      });
      expect(profile.recentPosts.map((item) => item.id)).toEqual([post.id]);
      expect(profile.recentReplies).toMatchObject([
        { postId: otherPost.id, postTitle: 'Kwame asks', excerpt: 'Ada answers.' },
      ]);
    }
    expect((await as(null, 'GET', '/api/profiles/nobody_here')).statusCode).toBe(404);
    const french = await ctx.app.inject({
      method: 'GET',
      url: '/api/profiles/nobody_here',
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json()).toEqual({
      error: { code: 'NOT_FOUND', message: await catalogText('fr', 'community.member.not-found') },
    });
    expect((await as(null, 'GET', '/api/profiles/bad%20handle')).statusCode).toBe(400);
  });

  it('gives every name a handle to link: posts, replies, forum cards, the hub and notices; none for a former member', async () => {
    const member = await ada();
    const other = await joinAs(ctx.app, ctx.database.db);
    const forum = await buildForum(ctx.database.db);
    const post = (await writePost(ctx.app, member.cookie, forum.id, { title: 'Highlife', content: 'Hi' })).json<Post>();
    expect(post.authorHandle).toBe('AdaObi');
    const reply = (await writeReply(ctx.app, other.cookie, post.id, 'Hello Ada')).json<Reply>();
    const otherHandle = reply.authorHandle;
    expect(otherHandle).toMatch(/^member\d{4}/);

    expect((await as(null, 'GET', `/api/posts/${post.id}`)).json<Post>().authorHandle).toBe('AdaObi');
    expect((await as(null, 'GET', `/api/forums/${forum.id}/posts`)).json<PostPage>().items[0]!.authorHandle).toBe(
      'AdaObi',
    );
    expect((await as(null, 'GET', `/api/forums/${forum.id}`)).json<Forum>().lastPost!.authorHandle).toBe('AdaObi');
    const hub = (await as(null, 'GET', '/api/community')).json<{ recentPosts: Post[] }>();
    expect(hub.recentPosts[0]!.authorHandle).toBe('AdaObi');
    const notices = (await as(member, 'GET', '/api/notifications')).json<NotificationPage>();
    expect(notices.items[0]!.actorHandle).toBe(otherHandle);

    // The replier leaves: their name stays as "Former member", linked to nothing, and their old handle finds no one.
    expect((await as(other, 'POST', '/api/account/delete', { password: other.password })).statusCode).toBe(200);
    const replies = (await as(null, 'GET', `/api/posts/${post.id}/replies`)).json<{ items: Reply[] }>();
    expect(replies.items[0]).toMatchObject({ author: 'Former member', authorHandle: null });
    expect((await as(member, 'GET', '/api/notifications')).json<NotificationPage>().items[0]!.actorHandle).toBeNull();
    expect((await as(null, 'GET', `/api/profiles/${otherHandle}`)).statusCode).toBe(404);
  });

  it('lists the signed-in member’s own posts and replies in keyset pages, newest first', async () => {
    const member = await ada();
    const forum = await buildForum(ctx.database.db);
    const ids: string[] = [];
    for (let n = 0; n < 3; n++)
      ids.push(
        (await writePost(ctx.app, member.cookie, forum.id, { title: `Post ${n}`, content: 'x' })).json<Post>().id,
      );
    await writeReply(ctx.app, member.cookie, ids[0]!, 'Mine');

    const first = (await as(member, 'GET', '/api/me/posts?limit=2')).json<PostPage>();
    expect(first.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    const second = (
      await as(member, 'GET', `/api/me/posts?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`)
    ).json<PostPage>();
    expect(second).toMatchObject({ items: [{ id: ids[0] }], nextCursor: null });
    const replies = (await as(member, 'GET', '/api/me/replies')).json<{ items: Array<{ postId: string }> }>();
    expect(replies.items.map((item) => item.postId)).toEqual([ids[0]]);
    expect((await as(null, 'GET', '/api/me/posts')).statusCode).toBe(401);
    expect((await as(member, 'GET', '/api/me/posts?cursor=nonsense')).statusCode).toBe(400);
  });
});
