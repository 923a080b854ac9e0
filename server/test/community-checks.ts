// Reads of the community's rows for assertions: a member's profile, row counts, and counters against the rows they count.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '@server/db/database';
import type { replies } from '@server/db/schema';
import { communityUsers, forums, posts } from '@server/db/schema';

/** The community profile of the account `uid`. */
export async function memberOf(db: Db, uid: string) {
  const [row] = await db.select().from(communityUsers).where(eq(communityUsers.userId, uid));
  return row!;
}

export async function countRows(
  db: Db,
  table: typeof posts | typeof replies | typeof forums | typeof communityUsers,
): Promise<number> {
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
