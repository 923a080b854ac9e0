import type { Forum } from '@shared/schemas/community';
import type { forums } from '@server/db/schema';

export type ForumRow = typeof forums.$inferSelect;

export function presentForum(row: ForumRow): Forum {
  const { lastPostId, lastPostTitle, lastPostAuthor, lastPostCreatedAt } = row;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    postCount: row.postCount,
    lastPost:
      lastPostId && lastPostTitle !== null && lastPostAuthor !== null && lastPostCreatedAt
        ? { id: lastPostId, title: lastPostTitle, author: lastPostAuthor, createdAt: lastPostCreatedAt.toISOString() }
        : null,
  };
}
