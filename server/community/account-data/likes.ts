// The member's likes of posts and replies, oldest first, each with the title of the post it is on; at the
// account's deletion they go, each taken back from its author's unread notice as an unlike is.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { postLikes, posts, replies, replyLikes } from '@server/db/schema';
import type { DataSection } from '@server/db/account-data';
import { removeLike } from '../likes/commands/set-like';

export const likeList: DataSection = async (db, { memberId }) => {
  if (!memberId) return [];
  // One after the other: the sections share the export's one transaction.
  const postRows = await db
    .select({ postId: postLikes.postId, postTitle: posts.title, likedAt: postLikes.createdAt })
    .from(postLikes)
    .innerJoin(posts, eq(posts.id, postLikes.postId))
    .where(eq(postLikes.memberId, memberId));
  const replyRows = await db
    .select({
      replyId: replyLikes.replyId,
      postId: replies.postId,
      postTitle: posts.title,
      likedAt: replyLikes.createdAt,
    })
    .from(replyLikes)
    .innerJoin(replies, eq(replies.id, replyLikes.replyId))
    .innerJoin(posts, eq(posts.id, replies.postId))
    .where(eq(replyLikes.memberId, memberId))
    .orderBy(asc(replyLikes.createdAt));
  return [
    ...postRows.map((row) => ({ kind: 'post', ...row, replyId: null })),
    ...replyRows.map((row) => ({ kind: 'reply', ...row })),
  ].sort((a, b) => a.likedAt.getTime() - b.likedAt.getTime());
};

/** Removes every like of the member, in the deletion's transaction, so that counts and notices follow. */
export async function removeLikesOf(tx: Db, memberId: string): Promise<void> {
  const liked = await tx.select({ id: postLikes.postId }).from(postLikes).where(eq(postLikes.memberId, memberId));
  for (const { id } of liked) await removeLike(tx, { kind: 'post', id }, memberId);
  const likedReplies = await tx
    .select({ id: replyLikes.replyId })
    .from(replyLikes)
    .where(eq(replyLikes.memberId, memberId));
  for (const { id } of likedReplies) await removeLike(tx, { kind: 'reply', id }, memberId);
}
