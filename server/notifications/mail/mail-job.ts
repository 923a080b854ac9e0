// Mail about replies, mentions and what the member follows, one post at a time: the first at once, and whatever comes in the
// 15 minutes after a mail goes out together at their end, so a busy thread mails its author once a quarter
// hour whatever the number of replies. A reply or mention enqueues a job (request-mail.ts); the job locks
// the member's window for the post, so two servers running two of them send one mail, never two.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { notificationMailWindows, notifications, users } from '@server/db/schema';
import { enqueueJob } from '@server/jobs/queue';
import type { JobHandler } from '@server/jobs/runner';
import { mailI18n } from '@server/mail/mail-language';
import { queueMail } from '@server/mail/outbox';
import { discussionMail, type PendingNotice } from './mails';
import { unsubscribeToken } from './unsubscribe-links';

export const NOTIFICATION_MAIL_JOB = 'notifications.mail';
export const MAIL_WINDOW_MINUTES = 15;

export function notificationMailJob(db: Db, publicUrl: string): JobHandler {
  return async (payload) => {
    const userId = String(payload.userId);
    const postId = String(payload.postId);
    await db.transaction(async (tx) => {
      await tx.insert(notificationMailWindows).values({ userId, postId }).onConflictDoNothing();
      const [window] = await tx
        .select({
          waitUntil:
            sql<Date | null>`case when ${notificationMailWindows.lastMailedAt} + make_interval(mins => ${MAIL_WINDOW_MINUTES}) > now()
            then ${notificationMailWindows.lastMailedAt} + make_interval(mins => ${MAIL_WINDOW_MINUTES}) end`.mapWith(
              (value: string | Date | null) => (value === null ? null : new Date(value)),
            ),
        })
        .from(notificationMailWindows)
        .where(and(eq(notificationMailWindows.userId, userId), eq(notificationMailWindows.postId, postId)))
        .for('update');
      const pending = await pendingNotices(tx, userId, postId);
      if (pending.length === 0) return;
      if (window?.waitUntil) {
        // One job per window: the replies that wait all go in the mail it sends.
        const runAt = window.waitUntil;
        await enqueueJob(tx, {
          kind: NOTIFICATION_MAIL_JOB,
          payload: { userId, postId },
          runAt,
          key: `${NOTIFICATION_MAIL_JOB}:${userId}:${postId}:${runAt.toISOString()}`,
        });
        return;
      }
      const token = await unsubscribeToken(tx, userId);
      const { email, locale } = pending[0]!;
      await queueMail(tx, email, discussionMail(await mailI18n(locale), publicUrl, postId, pending, token));
      await tx
        .update(notifications)
        .set({ mailedAt: sql`now()` })
        .where(
          inArray(
            notifications.id,
            pending.map((notice) => notice.id),
          ),
        );
      await tx
        .update(notificationMailWindows)
        .set({ lastMailedAt: sql`now()` })
        .where(and(eq(notificationMailWindows.userId, userId), eq(notificationMailWindows.postId, postId)));
    });
  };
}

/** What the member has neither read nor been mailed about on this post, of the kinds they want mailed. */
async function pendingNotices(db: Db, userId: string, postId: string) {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      actor: notifications.actor,
      title: notifications.title,
      email: users.email,
      locale: users.locale,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.postId, postId),
        isNull(notifications.mailedAt),
        isNull(notifications.readAt),
        or(
          // The "replies" choice covers replies to the member's posts and what they follow (docs/product.md §11).
          and(inArray(notifications.kind, ['reply', 'followed_reply', 'forum_post']), eq(users.mailReplies, true)),
          and(eq(notifications.kind, 'mention'), eq(users.mailMentions, true)),
        ),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  return rows as Array<PendingNotice & { id: string; email: string; locale: string | null }>;
}
