// The author's notice of likes, batched (docs/product.md §10, Likes): a post or reply has at most one unread
// like notice per author. A like joins it (its count becomes the likes it gathers, its actor the latest liker,
// and it moves to the top of the list) or, when there is none unread, starts one. An unlike takes its like
// back from the notice that counted it while that notice is unread, and a notice left with no like goes:
// a like then an unlike leaves nothing in the bell. A notice once read stays as it was read, and the next
// like starts a new one. Runs in the like's transaction, with the post or reply locked (set-like.ts), so
// two likes at once join one notice.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { communityUsers, notifications } from '@server/db/schema';
import { likesOf, type LikeTarget } from '../like-target';

export interface LikedWords {
  target: LikeTarget;
  postId: string;
  /** The post's title, as the notice names it. */
  title: string;
  /** The author's account; null for a demo persona or a former member, who hear of nothing. */
  authorUserId: string | null;
}

const kindOf = (target: LikeTarget) => (target.kind === 'post' ? 'post_liked' : 'reply_liked');

/** Sets the notice's count and actor from the likes it gathers; deletes it when none is left. */
async function recount(tx: Db, target: LikeTarget, noticeId: string, moveToTop: boolean): Promise<void> {
  const likes = likesOf(target);
  const [gathered] = await tx
    .select({ n: count() })
    .from(likes.table)
    .where(and(likes.ofTarget, eq(likes.table.notificationId, noticeId)));
  if (!gathered || gathered.n === 0) {
    await tx.delete(notifications).where(eq(notifications.id, noticeId));
    return;
  }
  const [latest] = await tx
    .select({ name: communityUsers.displayName })
    .from(likes.table)
    .innerJoin(communityUsers, eq(communityUsers.id, likes.table.memberId))
    .where(and(likes.ofTarget, eq(likes.table.notificationId, noticeId)))
    .orderBy(desc(likes.table.createdAt))
    .limit(1);
  await tx
    .update(notifications)
    .set({
      count: gathered.n,
      actor: latest?.name ?? '',
      ...(moveToTop ? { createdAt: sql`clock_timestamp()` } : {}),
    })
    .where(eq(notifications.id, noticeId));
}

/** The member's new like joins the author's unread notice, or starts one. */
export async function noticeLike(tx: Db, words: LikedWords, likerId: string): Promise<void> {
  if (!words.authorUserId) return;
  const { target } = words;
  const likes = likesOf(target);
  const kind = kindOf(target);
  const [open] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, words.authorUserId),
        eq(notifications.kind, kind),
        target.kind === 'post' ? eq(notifications.postId, target.id) : eq(notifications.replyId, target.id),
        isNull(notifications.readAt),
      ),
    )
    .limit(1);
  const noticeId =
    open?.id ??
    (
      await tx
        .insert(notifications)
        .values({
          userId: words.authorUserId,
          kind,
          postId: words.postId,
          replyId: target.kind === 'reply' ? target.id : null,
          actor: '',
          title: words.title,
          count: 1,
        })
        .returning({ id: notifications.id })
    )[0]!.id;
  await tx.update(likes.table).set({ notificationId: noticeId }).where(likes.ofMember(likerId));
  await recount(tx, target, noticeId, true);
}

/** An unlike (or a deleted account's like) leaves the unread notice that counted it. */
export async function takeBackLike(tx: Db, target: LikeTarget, noticeId: string | null): Promise<void> {
  if (!noticeId) return;
  const [unread] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, noticeId), isNull(notifications.readAt)));
  if (unread) await recount(tx, target, noticeId, false);
}
