// The members a new post or reply names by @handle hear of it (and are mailed, when they want mentions
// mailed), in the transaction of the text. Never the writer, never a profile without an account, and not a
// follower already told of this text by the follow's notice (a post's author, who follows it, named in a reply
// to it): a member hears of one text once.
import { mentionedHandles } from '@shared/handles';
import { and, eq, inArray, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { communityUsers, notifications, posts, users } from '@server/db/schema';
import { enqueueJob } from '@server/jobs/queue';
import { NOTIFICATION_MAIL_JOB } from '@server/notifications/mail/mail-job';
import type { MemberRow } from '../presenter';

export interface MentionSource {
  postId: string;
  /** The reply that names them; none for a post's own text. */
  replyId?: string;
  writer: MemberRow;
  text: string;
}

export async function notifyMentions(db: Db, { postId, replyId, writer, text }: MentionSource): Promise<void> {
  const handles = mentionedHandles(text);
  if (handles.length === 0) return;
  const named = await db
    .select({ userId: communityUsers.userId, mailed: users.mailMentions, title: posts.title })
    .from(communityUsers)
    .innerJoin(users, eq(users.id, communityUsers.userId))
    .innerJoin(posts, eq(posts.id, postId))
    .where(
      and(
        inArray(sql`lower(${communityUsers.handle})`, handles),
        isNotNull(communityUsers.userId),
        ne(communityUsers.id, writer.id),
        notExists(
          db
            .select({ id: notifications.id })
            .from(notifications)
            .where(
              and(
                eq(notifications.userId, communityUsers.userId),
                eq(notifications.postId, postId),
                replyId ? eq(notifications.replyId, replyId) : eq(notifications.kind, 'forum_post'),
              ),
            ),
        ),
      ),
    );
  if (named.length === 0) return;
  await db.insert(notifications).values(
    named.map(({ userId, title }) => ({
      userId: userId!,
      kind: 'mention' as const,
      postId,
      replyId: replyId ?? null,
      actor: writer.displayName,
      title,
    })),
  );
  for (const { userId } of named.filter((member) => member.mailed))
    await enqueueJob(db, { kind: NOTIFICATION_MAIL_JOB, payload: { userId, postId } });
}
