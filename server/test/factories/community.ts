// Builders and checks for the community's API tests.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '@server/app';
import type { Db } from '@server/db/database';
import type { replies } from '@server/db/schema';
import { communityUsers, forums, posts } from '@server/db/schema';

let counter = 0;
const next = () => ++counter;

export async function buildForum(db: Db, overrides: Partial<typeof forums.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(forums)
    .values({ name: `Forum ${n}`, description: `About ${n}.`, category: 'General', createdBy: 'system', ...overrides })
    .returning();
  return row!;
}

/** A raw post row, for order and paging tests: it leaves the forum's counters alone. */
export async function buildPost(db: Db, forumId: string, overrides: Partial<typeof posts.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(posts)
    .values({ forumId, title: `Post ${n}`, content: `Content of post ${n}.`, author: 'Sample', ...overrides })
    .returning();
  return row!;
}

export async function memberOf(db: Db, uid: string) {
  const [row] = await db.select().from(communityUsers).where(eq(communityUsers.userId, uid));
  return row!;
}

export async function writePost(app: App, cookie: string | undefined, forumId: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/forums/${forumId}/posts`, headers: cookie ? { cookie } : {}, payload });
}

export async function writeReply(app: App, cookie: string | undefined, postId: string, content: string) {
  return app.inject({ method: 'POST', url: `/api/posts/${postId}/replies`, headers: cookie ? { cookie } : {}, payload: { content } });
}

export async function countRows(db: Db, table: typeof posts | typeof replies | typeof forums | typeof communityUsers): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

// Subqueries name the outer tables in plain SQL: Drizzle writes a lone column of a one-table select unqualified.
/** Every stored counter and "last post/reply" equals what a fresh count(*) and ORDER BY say. */
export async function expectCountersConsistent(db: Db): Promise<void> {
  const forumRows = await db
    .select({
      name: forums.name,
      stored: sql<string>`${forums.postCount} || '|' || coalesce(${forums.lastPostId}::text, '') || '|' || coalesce(${forums.lastPostTitle}, '') || '|' || coalesce(${forums.lastPostAuthor}, '')`,
      counted: sql<string>`(select count(*) from posts p where p.forum_id = forums.id) || '|' || coalesce((select p.id::text || '|' || p.title || '|' || p.author from posts p where p.forum_id = forums.id order by p.created_at desc, p.id desc limit 1), '||')`,
    })
    .from(forums);
  expect(forumRows.map((r) => [r.name, r.stored])).toEqual(forumRows.map((r) => [r.name, r.counted]));

  const postRows = await db
    .select({
      title: posts.title,
      stored: sql<string>`${posts.replyCount} || '|' || coalesce(${posts.lastReplyAuthor}, '') || '|' || coalesce(${posts.lastReplyCreatedAt}::text, '')`,
      counted: sql<string>`(select count(*) from replies r where r.post_id = posts.id) || '|' || coalesce((select r.author || '|' || r.created_at::text from replies r where r.post_id = posts.id order by r.created_at desc, r.id desc limit 1), '|')`,
    })
    .from(posts);
  expect(postRows.map((r) => [r.title, r.stored])).toEqual(postRows.map((r) => [r.title, r.counted]));

  const memberRows = await db
    .select({
      name: communityUsers.displayName,
      stored: communityUsers.postCount,
      counted: sql<number>`(select count(*)::int from posts p where p.author_id = community_users.id)`,
    })
    .from(communityUsers);
  expect(memberRows.map((r) => [r.name, r.stored])).toEqual(memberRows.map((r) => [r.name, r.counted]));
}
