// Builders for community test data: sensible defaults, overridable per test.
import type { Db } from '@server/db/database';
import { forums, posts } from '@server/db/schema';

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
