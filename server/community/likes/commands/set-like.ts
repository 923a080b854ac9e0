// A member likes or unlikes a post or a reply (docs/product.md §10, Likes), in one transaction with the
// author's notice. The post or reply is locked first, so that likes of it are serialised: two likes at once
// join one notice, and the primary key counts a member's two likes at once as one. Both are idempotent:
// the answer is the state the member is now in, with the count.
import { count, eq } from 'drizzle-orm';
import type { LikeState } from '@shared/schemas/community';
import type { RequestUser } from '@server/http/request-user';
import type { Db } from '@server/db/database';
import { communityUsers, posts, replies } from '@server/db/schema';
import { forbidden, notFound } from '@server/errors';
import {
  OWN_POST_LIKE,
  OWN_REPLY_LIKE,
  POST_DELETED_LIKE,
  POST_NOT_FOUND,
  REPLY_DELETED_LIKE,
  REPLY_NOT_FOUND,
} from '../../lib/messages';
import { ensureMember } from '../../members/commands/ensure-member';
import { findMemberOfUser } from '../../members/repository';
import { likesOf, type LikeTarget } from '../like-target';
import { noticeLike, takeBackLike, type LikedWords } from './like-notice';

interface Locked extends LikedWords {
  authorId: string | null;
}

/** The post or reply, locked against other likes of it; a 404 when it is gone or its author deleted it. */
async function lockTarget(tx: Db, target: LikeTarget): Promise<Locked> {
  const [row] =
    target.kind === 'post'
      ? await tx
          .select({
            postId: posts.id,
            title: posts.title,
            authorId: posts.authorId,
            authorUserId: communityUsers.userId,
            deleted: posts.deletedByAuthorAt,
          })
          .from(posts)
          .leftJoin(communityUsers, eq(communityUsers.id, posts.authorId))
          .where(eq(posts.id, target.id))
          .for('no key update', { of: posts })
      : await tx
          .select({
            postId: replies.postId,
            title: posts.title,
            authorId: replies.authorId,
            authorUserId: communityUsers.userId,
            deleted: replies.deletedByAuthorAt,
          })
          .from(replies)
          .innerJoin(posts, eq(posts.id, replies.postId))
          .leftJoin(communityUsers, eq(communityUsers.id, replies.authorId))
          .where(eq(replies.id, target.id))
          .for('no key update', { of: replies });
  const isPost = target.kind === 'post';
  if (!row) throw notFound(isPost ? POST_NOT_FOUND : REPLY_NOT_FOUND);
  if (row.deleted) throw notFound(isPost ? POST_DELETED_LIKE : REPLY_DELETED_LIKE);
  return { target, postId: row.postId, title: row.title, authorId: row.authorId, authorUserId: row.authorUserId };
}

async function stateOf(tx: Db, target: LikeTarget, liked: boolean): Promise<LikeState> {
  const likes = likesOf(target);
  const [row] = await tx.select({ n: count() }).from(likes.table).where(likes.ofTarget);
  return { liked, likeCount: row?.n ?? 0 };
}

export async function like(db: Db, user: RequestUser, target: LikeTarget): Promise<LikeState> {
  return db.transaction(async (tx) => {
    const words = await lockTarget(tx, target);
    const member = await ensureMember(tx, user);
    if (words.authorId === member.id) throw forbidden(target.kind === 'post' ? OWN_POST_LIKE : OWN_REPLY_LIKE);
    const likes = likesOf(target);
    const key = target.kind === 'post' ? { postId: target.id } : { replyId: target.id };
    const inserted = await tx
      .insert(likes.table)
      .values({ ...key, memberId: member.id } as typeof likes.table.$inferInsert)
      .onConflictDoNothing()
      .returning({ memberId: likes.table.memberId });
    if (inserted.length > 0) await noticeLike(tx, words, member.id);
    return stateOf(tx, target, true);
  });
}

export async function unlike(db: Db, user: RequestUser, target: LikeTarget): Promise<LikeState> {
  return db.transaction(async (tx) => {
    await lockTarget(tx, target);
    const memberId = user.memberId !== undefined ? user.memberId : ((await findMemberOfUser(tx, user.id))?.id ?? null);
    if (memberId) await removeLike(tx, target, memberId);
    return stateOf(tx, target, false);
  });
}

/** Deletes one member's like and takes it back from the author's unread notice (an unlike, a deleted account). */
export async function removeLike(tx: Db, target: LikeTarget, memberId: string): Promise<void> {
  const likes = likesOf(target);
  const [removed] = await tx
    .delete(likes.table)
    .where(likes.ofMember(memberId))
    .returning({ noticeId: likes.table.notificationId });
  if (removed) await takeBackLike(tx, target, removed.noticeId);
}
