// Builders for community test data: sensible defaults, overridable per test.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { communityUsers, forums, postFollows, posts } from '@server/db/schema';

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

/**
 * A raw post row, for order and paging tests: it leaves the forum's counters alone. Its author follows it, as
 * every author with an account does (the post made by the app, or backfilled by the migration).
 */
export async function buildPost(db: Db, forumId: string, overrides: Partial<typeof posts.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(posts)
    .values({ forumId, title: `Post ${n}`, content: `Content of post ${n}.`, author: 'Sample', ...overrides })
    .returning();
  if (row!.authorId) {
    const author = db
      .select({
        userId: sql<string>`${communityUsers.userId}`.as('user_id'),
        postId: sql<string>`${row!.id}::uuid`.as('post_id'),
        createdAt: sql<Date>`now()`.as('created_at'),
      })
      .from(communityUsers)
      .where(and(eq(communityUsers.id, row!.authorId), isNotNull(communityUsers.userId)));
    await db.insert(postFollows).select(author).onConflictDoNothing();
  }
  return row!;
}
