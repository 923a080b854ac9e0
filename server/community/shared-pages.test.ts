import { describe, expect, it } from 'vitest';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildForum } from '@server/test/factories/community';
import { writePost, writeReply } from '@server/test/community-writes';

const titles = (body: string) =>
  (JSON.parse(body) as { items: Array<{ title: string }> }).items.map((item) => item.title);
const contents = (body: string) =>
  (JSON.parse(body) as { items: Array<{ content: string }> }).items.map((item) => item.content);

describe.each(testDrivers())("visitors' cached forum pages on %s", (driver) => {
  const ctx = useTestApp(driver);

  it('tags a visitor page for revalidation, answers a current tag with 304, and shows every write at once', async () => {
    const forum = await buildForum(ctx.database.db);
    const member = await joinAs(ctx.app, ctx.database.db, 'member');
    const first = await writePost(ctx.app, member.cookie, forum.id, { title: 'First', content: 'Hello.' });
    const postId = first.json<{ id: string }>().id;
    const forumUrl = `/api/forums/${forum.id}/posts`;
    const repliesUrl = `/api/posts/${postId}/replies`;

    const page = await ctx.app.inject({ method: 'GET', url: forumUrl });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toBe('cookie');
    expect(titles(page.body)).toEqual(['First']);
    const etag = String(page.headers.etag);
    const unchanged = await ctx.app.inject({ method: 'GET', url: forumUrl, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);

    // A new post, a reply, and a moderator's delete each show on the visitor's very next read.
    await writePost(ctx.app, member.cookie, forum.id, { title: 'Second', content: 'Again.' });
    const changed = await ctx.app.inject({ method: 'GET', url: forumUrl, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(titles(changed.body)).toEqual(['Second', 'First']);

    expect(contents((await ctx.app.inject({ method: 'GET', url: repliesUrl })).body)).toEqual([]);
    const reply = await writeReply(ctx.app, member.cookie, postId, 'A reply.');
    expect(contents((await ctx.app.inject({ method: 'GET', url: repliesUrl })).body)).toEqual(['A reply.']);

    const admin = await joinAs(ctx.app, ctx.database.db, 'admin');
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/replies/${reply.json<{ id: string }>().id}`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(contents((await ctx.app.inject({ method: 'GET', url: repliesUrl })).body)).toEqual([]);
  });

  it('never shares a member’s page: it says who may edit, and is not stored', async () => {
    const forum = await buildForum(ctx.database.db);
    const member = await joinAs(ctx.app, ctx.database.db, 'member');
    const post = await writePost(ctx.app, member.cookie, forum.id, { title: 'Mine', content: 'Text.' });
    const postId = post.json<{ id: string }>().id;
    await writeReply(ctx.app, member.cookie, postId, 'My reply.');
    const url = `/api/posts/${postId}/replies`;

    const visitor = await ctx.app.inject({ method: 'GET', url });
    expect(visitor.json<{ items: Array<{ canEdit: boolean }> }>().items.map((item) => item.canEdit)).toEqual([false]);
    const own = await ctx.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers.etag).toBeUndefined();
    expect(own.json<{ items: Array<{ canEdit: boolean }> }>().items.map((item) => item.canEdit)).toEqual([true]);
    // The visitor's cached copy still says false after the member's read.
    const again = await ctx.app.inject({ method: 'GET', url });
    expect(again.json<{ items: Array<{ canEdit: boolean }> }>().items.map((item) => item.canEdit)).toEqual([false]);
  });

  it('gives a member the shared bytes when nothing on the page is theirs, and their own page when something is', async () => {
    const forum = await buildForum(ctx.database.db);
    const author = await joinAs(ctx.app, ctx.database.db, 'member');
    const reader = await joinAs(ctx.app, ctx.database.db, 'member');
    const post = await writePost(ctx.app, author.cookie, forum.id, { title: 'Thread', content: 'Text.' });
    const postId = post.json<{ id: string }>().id;
    await writeReply(ctx.app, author.cookie, postId, 'First word.');
    const url = `/api/posts/${postId}/replies`;
    const canEdit = (body: string) =>
      (JSON.parse(body) as { items: Array<{ canEdit: boolean }> }).items.map((item) => item.canEdit);

    // The reader comes first: the shared page is made for them, then served to a visitor as is.
    const readers = await ctx.app.inject({ method: 'GET', url, headers: { cookie: reader.cookie } });
    expect(readers.headers['cache-control']).toBe('no-store');
    expect(readers.headers.etag).toBeUndefined();
    expect(canEdit(readers.body)).toEqual([false]);
    const visitors = await ctx.app.inject({ method: 'GET', url });
    expect(visitors.body).toBe(readers.body);
    expect(visitors.headers.etag).toBeDefined();
    // The author, reading the same cached page, still gets their own answer.
    const authors = await ctx.app.inject({ method: 'GET', url, headers: { cookie: author.cookie } });
    expect(canEdit(authors.body)).toEqual([true]);

    // The reader replies: the write empties the cache, and now the reader's own reply is theirs to edit.
    await writeReply(ctx.app, reader.cookie, postId, 'Second word.');
    expect(canEdit((await ctx.app.inject({ method: 'GET', url, headers: { cookie: reader.cookie } })).body)).toEqual([
      false,
      true,
    ]);
    expect(canEdit((await ctx.app.inject({ method: 'GET', url, headers: { cookie: author.cookie } })).body)).toEqual([
      true,
      false,
    ]);
    expect(canEdit((await ctx.app.inject({ method: 'GET', url })).body)).toEqual([false, false]);

    // A forum page is the same for every reader; a member's copy is not tagged for shared caches.
    const forumUrl = `/api/forums/${forum.id}/posts`;
    const membersForum = await ctx.app.inject({ method: 'GET', url: forumUrl, headers: { cookie: reader.cookie } });
    expect(membersForum.headers['cache-control']).toBe('no-store');
    expect(membersForum.headers.etag).toBeUndefined();
    expect(titles(membersForum.body)).toEqual(['Thread']);
    expect((await ctx.app.inject({ method: 'GET', url: forumUrl })).body).toBe(membersForum.body);
  });

  it("lets a visitor's post be kept and revalidated (offline copies), and never a member's or an author's", async () => {
    const forum = await buildForum(ctx.database.db);
    const author = await joinAs(ctx.app, ctx.database.db, 'member');
    const post = await writePost(ctx.app, author.cookie, forum.id, { title: 'Kept', content: 'Text.' });
    const url = `/api/posts/${post.json<{ id: string }>().id}`;

    const visitors = await ctx.app.inject({ method: 'GET', url });
    expect(visitors.statusCode).toBe(200);
    expect(visitors.headers['cache-control']).toBe('no-cache');
    expect(visitors.headers.vary).toBe('cookie');
    const authors = await ctx.app.inject({ method: 'GET', url, headers: { cookie: author.cookie } });
    expect(authors.headers['cache-control']).toBe('no-store');
    // A write is never kept, whoever sends it.
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: author.cookie },
      payload: { title: 'Kept', content: 'Edited.' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.headers['cache-control']).toBe('no-store');
  });
});
