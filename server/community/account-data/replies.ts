// The member's replies, each with the title of the post it answers.
import { asc, eq } from 'drizzle-orm';
import { posts, replies } from '@server/db/schema';
import type { DataSection } from '@server/db/account-data';

export const replyList: DataSection = async (db, { memberId }) => {
  if (!memberId) return [];
  return db
    .select({
      id: replies.id,
      postId: replies.postId,
      postTitle: posts.title,
      content: replies.content,
      author: replies.author,
      createdAt: replies.createdAt,
      updatedAt: replies.updatedAt,
      isEdited: replies.isEdited,
    })
    .from(replies)
    .innerJoin(posts, eq(posts.id, replies.postId))
    .where(eq(replies.authorId, memberId))
    .orderBy(asc(replies.createdAt), asc(replies.id));
};
