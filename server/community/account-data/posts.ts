// The discussions the member started, with their forum.
import { asc, eq } from 'drizzle-orm';
import { forums, posts } from '@server/db/schema';
import type { DataSection } from '@server/db/account-data';

export const postList: DataSection = async (db, { memberId }) => {
  if (!memberId) return [];
  return db
    .select({
      id: posts.id,
      forum: forums.name,
      title: posts.title,
      content: posts.content,
      tags: posts.tags,
      author: posts.author,
      createdAt: posts.createdAt,
      updatedAt: posts.updatedAt,
      replyCount: posts.replyCount,
      isPinned: posts.isPinned,
      isLocked: posts.isLocked,
    })
    .from(posts)
    .innerJoin(forums, eq(forums.id, posts.forumId))
    .where(eq(posts.authorId, memberId))
    .orderBy(asc(posts.createdAt), asc(posts.id));
};
