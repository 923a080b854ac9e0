import type { Forum } from '@shared/schemas/community';
import type { forums } from '@server/db/schema';
import { threadSlug } from '@server/db/slugs/thread-address';

export type ForumRow = typeof forums.$inferSelect;
/** A forum as read with the linked handle of its last post's author (server/db/member-handle.ts). */
export type ForumWithAuthor = ForumRow & { lastPostAuthorHandle: string | null };

export function presentForum(row: ForumWithAuthor): Forum {
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
        ? {
            id: lastPostId,
            title: lastPostTitle,
            slug: threadSlug(lastPostTitle),
            author: lastPostAuthor,
            authorHandle: row.lastPostAuthorHandle,
            createdAt: lastPostCreatedAt.toISOString(),
          }
        : null,
  };
}
