// A reply: the insert, the post's replyCount and lastReply, and the notification of the post's author (and
// the job that mails it), in one statement (so one transaction). A locked post takes none, whatever the browser shows.
import { and, eq, exists, isNotNull, ne, sql } from 'drizzle-orm';
import { messages } from '@shared/messages';
import type { Reply } from '@shared/schemas/community';
import type { RequestUser } from '@server/http/request-user';
import type { Db } from '@server/db/database';
import { communityUsers, jobs, notifications, posts, replies, users } from '@server/db/schema';
import { NOTIFICATION_MAIL_JOB } from '@server/notifications/mail/mail-job';
import { conflict, notFound } from '@server/errors';
import { POST_NOT_FOUND } from '../messages';
import { postExists } from '../posts/repository';
import { preparedOnce } from '@server/db/prepared-once';
import { presentReply, type ReplyRow } from '../replies/presenter';
import { ensureMember } from './ensure-member';
import { notifyMentions } from './notify-mentions';
import { mentionedHandles } from '@shared/handles';

/**
 * Counting first locks the post: replies to it are serialised (a count never loses one), the lock test and
 * the increment are one step, and the reply's time is taken under the lock so that lastReply is always the
 * newest reply. That time is at least a millisecond after the previous reply's (times are kept to the
 * millisecond), so no two replies of a post share one and oldest-first has a single answer.
 * As one statement, the lock is held only while the database runs it and commits, never across a round
 * trip to this process: on a busy post that bounds how many replies a second it takes.
 * Nothing is written when the post is locked or gone, or the member's profile is.
 */
function replyStatement(db: Db) {
  const memberId = sql.placeholder('memberId');
  const author = db
    .$with('author')
    .as(
      db
        .select({ displayName: communityUsers.displayName })
        .from(communityUsers)
        .where(eq(communityUsers.id, memberId)),
    );
  const bumped = db.$with('bumped').as(
    db
      .update(posts)
      .set({
        replyCount: sql`${posts.replyCount} + 1`,
        lastReplyAuthor: sql`(select ${author.displayName} from ${author})`,
        lastReplyCreatedAt: sql`greatest(clock_timestamp(), ${posts.lastReplyCreatedAt} + interval '1 millisecond')`,
      })
      .where(and(eq(posts.id, sql.placeholder('postId')), eq(posts.isLocked, false), exists(db.select().from(author))))
      .returning({ postId: posts.id, author: posts.lastReplyAuthor, repliedAt: posts.lastReplyCreatedAt }),
  );
  // The reply's id, made once: the reply and its notification both name it.
  const fresh = db
    .$with('fresh')
    .as(db.select({ replyId: sql<string>`gen_random_uuid()`.as('new_reply_id') }).from(sql`(values (1)) one`));
  // The post's author hears of it (never of their own reply, nor a demo persona without an account).
  const noticed = db.$with('noticed').as(
    db
      .insert(notifications)
      .select(
        db
          .select({
            id: sql`gen_random_uuid()`.as('notice_id'),
            userId: communityUsers.userId,
            kind: sql`'reply'`.as('kind'),
            postId: sql`${bumped.postId}`.as('post_id'),
            replyId: fresh.replyId,
            orderId: sql`null::uuid`.as('order_id'),
            actor: sql`${bumped.author}`.as('actor'),
            title: posts.title,
            createdAt: sql`${bumped.repliedAt}`.as('created_at'),
            readAt: sql`null::timestamptz`.as('read_at'),
            mailedAt: sql`null::timestamptz`.as('mailed_at'),
          })
          .from(bumped)
          .crossJoin(fresh)
          .innerJoin(posts, eq(posts.id, bumped.postId))
          .innerJoin(communityUsers, eq(communityUsers.id, posts.authorId))
          .where(and(isNotNull(communityUsers.userId), ne(communityUsers.id, sql`${memberId}::uuid`))),
      )
      .returning({ userId: notifications.userId, postId: notifications.postId }),
  );
  // …and is mailed, when they want replies mailed (server/notifications/mail/mail-job.ts decides when).
  const mailed = db.$with('mailed').as(
    db
      .insert(jobs)
      .select(
        db
          .select({
            id: sql`gen_random_uuid()`.as('job_id'),
            kind: sql`${NOTIFICATION_MAIL_JOB}`.as('job_kind'),
            payload: sql`jsonb_build_object('userId', ${noticed.userId}, 'postId', ${noticed.postId})`.as('payload'),
            key: sql`null::text`.as('job_key'),
            runAt: sql`now()`.as('run_at'),
            attempts: sql`0`.as('attempts'),
            maxAttempts: sql`8`.as('max_attempts'),
            lockedUntil: sql`null::timestamptz`.as('locked_until'),
            lastError: sql`null::text`.as('last_error'),
            doneAt: sql`null::timestamptz`.as('done_at'),
            failedAt: sql`null::timestamptz`.as('failed_at'),
            createdAt: sql`now()`.as('job_created_at'),
          })
          .from(noticed)
          .innerJoin(users, and(eq(users.id, noticed.userId), eq(users.mailReplies, true))),
      )
      .returning({ id: jobs.id }),
  );
  // Insert-select lists every column of the table, in the table's order.
  return db
    .with(author, bumped, fresh, noticed, mailed)
    .insert(replies)
    .select((qb) =>
      qb
        .select({
          id: fresh.replyId,
          postId: bumped.postId,
          content: sql`${sql.placeholder('content')}::text`.as('content'),
          author: bumped.author,
          authorId: sql`${memberId}::uuid`.as('author_id'),
          createdAt: bumped.repliedAt,
          updatedAt: sql`${bumped.repliedAt}`.as('updated_at'),
          isEdited: sql`false`.as('is_edited'),
          deletedByAuthorAt: sql`null::timestamptz`.as('deleted_by_author_at'),
        })
        .from(bumped)
        .crossJoin(fresh),
    )
    .returning()
    .prepare('add_reply');
}

/** The statement of every reply, built once per database (a transaction builds its own). */
const addReplyStatement = preparedOnce(replyStatement);

export async function addReply(db: Db, user: RequestUser, postId: string, content: string): Promise<Reply> {
  const text = content.trim();
  const present = (row: ReplyRow) => presentReply(row, { memberId: row.authorId, isAdmin: user.role === 'admin' });
  const values = (memberId: string) => ({ memberId, postId, content: text });
  // The usual reply (the session found the profile, no @handle in it) is one statement, no transaction.
  const namesMembers = mentionedHandles(text).length > 0;
  const [row] = user.memberId && !namesMembers ? await addReplyStatement(db).execute(values(user.memberId)) : [];
  if (row) return present(row);
  // Refused, a reply that names members, or an account without a profile yet: the profile and the mentions'
  // notices are made in the transaction of the reply, so a refused reply leaves no row behind.
  return db.transaction(async (tx) => {
    const member = await ensureMember(tx, user);
    const [inserted] = await replyStatement(tx).execute(values(member.id));
    if (!inserted)
      throw (await postExists(tx, postId)) ? conflict(messages.postLocked, 'POST_LOCKED') : notFound(POST_NOT_FOUND);
    await notifyMentions(tx, { postId, replyId: inserted.id, writer: member, text });
    return present(inserted);
  });
}
