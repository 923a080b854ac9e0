import { describe, expect, it } from 'vitest';
import type { NotificationPage } from '@shared/schemas/notifications';
import { joinAs, signInAdmin } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { writePost, writeReply } from '@server/test/community-writes';
import { testDrivers } from '@server/test/database';
import { buildForum, buildPost } from '@server/test/factories/community';

describe.each(testDrivers())('notifications on %s', (driver) => {
  const ctx = useTestApp(driver);

  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });
  const unread = async (cookie: string) =>
    (await get('/api/notifications/unread', cookie)).json<{ unread: number }>().unread;

  async function postBy(cookie: string, title = 'Looking for a kora player') {
    const forum = await buildForum(ctx.database.db);
    const created = await writePost(ctx.app, cookie, forum.id, { title, content: 'In Lagos, for a session.' });
    expect(created.statusCode).toBe(201);
    return created.json<{ id: string }>().id;
  }

  it('tells a post’s author of each reply by someone else, newest first, until read', async () => {
    const author = await joinAs(ctx.app, ctx.database.db);
    const replier = await joinAs(ctx.app, ctx.database.db);
    const postId = await postBy(author.cookie);
    await writeReply(ctx.app, replier.cookie, postId, 'I play the kora!');
    await writeReply(ctx.app, author.cookie, postId, 'Wonderful, thank you.');
    await writeReply(ctx.app, replier.cookie, postId, 'When is the session?');

    expect(await unread(author.cookie)).toBe(2);
    expect(await unread(replier.cookie)).toBe(0);
    const page = (await get('/api/notifications', author.cookie)).json<NotificationPage>();
    expect(page.unread).toBe(2);
    expect(page.nextCursor).toBeNull();
    const replierName = (await get('/api/me/profile', replier.cookie)).json<{ displayName: string }>().displayName;
    expect(page.items.map((n) => [n.kind, n.actor, n.title, n.url, n.read])).toEqual([
      ['reply', replierName, 'Looking for a kora player', `/community/post/${postId}-looking-for-a-kora-player`, false],
      ['reply', replierName, 'Looking for a kora player', `/community/post/${postId}-looking-for-a-kora-player`, false],
    ]);
    expect(Date.parse(page.items[0]!.createdAt)).toBeGreaterThan(Date.parse(page.items[1]!.createdAt));

    // Nobody marks another's; the author marks one, then all.
    expect((await post(`/api/notifications/${page.items[0]!.id}/read`, replier.cookie)).statusCode).toBe(404);
    expect((await post(`/api/notifications/${page.items[0]!.id}/read`, author.cookie)).statusCode).toBe(204);
    expect(await unread(author.cookie)).toBe(1);
    expect((await post('/api/notifications/read', author.cookie)).statusCode).toBe(204);
    expect(await unread(author.cookie)).toBe(0);
    const after = (await get('/api/notifications', author.cookie)).json<NotificationPage>();
    expect(after.items.every((n) => n.read)).toBe(true);
  });

  it('marks read the notifications the screen showed, and only those, only the member’s own', async () => {
    const author = await joinAs(ctx.app, ctx.database.db);
    const replier = await joinAs(ctx.app, ctx.database.db);
    const postId = await postBy(author.cookie);
    await writeReply(ctx.app, replier.cookie, postId, 'I play the kora!');
    await writeReply(ctx.app, replier.cookie, postId, 'When is the session?');
    const shown = (await get('/api/notifications', author.cookie)).json<NotificationPage>().items.map((n) => n.id);
    // One more arrives after the screen showed the list: it stays unread.
    await writeReply(ctx.app, replier.cookie, postId, 'Still there?');
    const seen = (cookie: string | undefined, payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/notifications/seen',
        headers: cookie ? { cookie } : {},
        payload: payload as object,
      });

    expect((await seen(undefined, { ids: shown })).statusCode).toBe(401);
    // Another member naming them changes nothing.
    expect((await seen(replier.cookie, { ids: shown })).statusCode).toBe(204);
    expect(await unread(author.cookie)).toBe(3);
    expect((await seen(author.cookie, { ids: shown })).statusCode).toBe(204);
    expect(await unread(author.cookie)).toBe(1);
    expect((await seen(author.cookie, { ids: shown })).statusCode).toBe(204);

    const empty = await seen(author.cookie, { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { message: string } }>().error.message).toBe('Name at least one notification.');
    expect((await seen(author.cookie, { ids: ['nope'] })).statusCode).toBe(400);
    expect((await seen(author.cookie, { ids: Array.from({ length: 101 }, () => shown[0]) })).statusCode).toBe(400);
  });

  it('pages the list by a cursor, and answers visitors with 401 and a bad cursor with 400', async () => {
    const author = await joinAs(ctx.app, ctx.database.db);
    const replier = await joinAs(ctx.app, ctx.database.db);
    const postId = await postBy(author.cookie);
    for (let i = 0; i < 30; i += 1) await writeReply(ctx.app, replier.cookie, postId, `Reply ${i + 1}`);
    expect(await unread(author.cookie)).toBe(30);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page: NotificationPage = (await get(`/api/notifications?limit=7${query}`, author.cookie)).json();
      seen.push(...page.items.map((n) => n.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);

    expect((await get('/api/notifications')).statusCode).toBe(401);
    expect((await get('/api/notifications/unread')).statusCode).toBe(401);
    expect((await post('/api/notifications/read')).statusCode).toBe(401);
    expect((await get('/api/notifications?cursor=bm90IGEgY3Vyc29y', author.cookie)).statusCode).toBe(400);
  });

  it('tells nobody of a reply to a post whose author has no account', async () => {
    const forum = await buildForum(ctx.database.db);
    const persona = await buildPost(ctx.database.db, forum.id);
    const replier = await joinAs(ctx.app, ctx.database.db);
    expect((await writeReply(ctx.app, replier.cookie, persona.id, 'Hello!')).statusCode).toBe(201);
    expect(await unread(replier.cookie)).toBe(0);
  });

  it('tells the author when a moderator locks or deletes their post, and not when it is pinned or unlocked', async () => {
    const author = await joinAs(ctx.app, ctx.database.db);
    const admin = await signInAdmin(ctx);
    const postId = await postBy(author.cookie, 'Drum circle on Sunday');
    expect((await admin('PATCH', `/api/admin/posts/${postId}`, { isPinned: true })).statusCode).toBe(200);
    expect((await admin('PATCH', `/api/admin/posts/${postId}`, { isLocked: true })).statusCode).toBe(200);
    expect((await admin('PATCH', `/api/admin/posts/${postId}`, { isLocked: true })).statusCode).toBe(200);
    expect((await admin('PATCH', `/api/admin/posts/${postId}`, { isLocked: false })).statusCode).toBe(200);
    const locked = (await get('/api/notifications', author.cookie)).json<NotificationPage>();
    expect(locked.items.map((n) => [n.kind, n.actor, n.title, n.url])).toEqual([
      ['post_locked', 'A moderator', 'Drum circle on Sunday', `/community/post/${postId}-drum-circle-on-sunday`],
    ]);

    // A deleted post takes its notifications with it, and leaves one saying so.
    expect((await admin('DELETE', `/api/admin/posts/${postId}`)).statusCode).toBe(204);
    const deleted = (await get('/api/notifications', author.cookie)).json<NotificationPage>();
    expect(deleted.items.map((n) => [n.kind, n.actor, n.title, n.url])).toEqual([
      ['post_deleted', 'A moderator', 'Drum circle on Sunday', '/community'],
    ]);
    // A refused action tells nobody.
    expect((await admin('DELETE', `/api/admin/posts/${postId}`)).statusCode).toBe(404);
    expect(await unread(author.cookie)).toBe(1);
  });
});
