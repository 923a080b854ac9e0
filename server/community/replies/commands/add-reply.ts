// A reply: the insert, the post's replyCount and lastReply, and the notifications of the post's followers (its
// author among them, unless they unfollowed it) and the jobs that mail them, in one statement (so one
// transaction). A locked post, or one its author deleted, takes none, whatever the browser shows.
import { and, eq, exists, getTableColumns, isNull, sql } from 'drizzle-orm';
import { messages } from '@shared/messages';
import type { Reply } from '@shared/schemas/community';
import type { RequestUser } from '@server/http/request-user';
import type { Db } from '@server/db/database';
import { communityUsers, jobs, notifications, postFollows, posts, replies, users } from '@server/db/schema';
import { NOTIFICATION_MAIL_JOB } from '@server/notifications/mail/mail-job';
import { conflict, notFound } from '@server/errors';
import { POST_DELETED_NO_REPLIES, POST_NOT_FOUND } from '../../lib/messages';
import { preparedOnce } from '@server/db/prepared-once';
import { presentReply, type ReplyWithAuthor } from '../presenter';
import { ensureMember } from '../../members/commands/ensure-member';
import { notifyMentions } from '../../members/commands/notify-mentions';
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
        .select({ displayName: communityUsers.displayName, userId: communityUsers.userId })
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
      .where(
        and(
          eq(posts.id, sql.placeholder('postId')),
          eq(posts.isLocked, false),
          isNull(posts.deletedByAuthorAt),
          exists(db.select().from(author)),
        ),
      )
      .returning({ postId: posts.id, author: posts.lastReplyAuthor, repliedAt: posts.lastReplyCreatedAt }),
  );
  // The reply's id, made once: the reply and its notification both name it.
  const fresh = db
    .$with('fresh')
    .as(db.select({ replyId: sql<string>`gen_random_uuid()`.as('new_reply_id') }).from(sql`(values (1)) one`));
  // The post's followers hear of it (never the writer of their own reply); its author's notice says "your post".
  // Follows belong to accounts, so a demo persona, which has none, is never told.
  const postAuthors = db.$with('post_author').as(
    db
      .select({ authorUserId: sql<string | null>`${communityUsers.userId}`.as('author_user_id') })
      .from(posts)
      .innerJoin(communityUsers, eq(communityUsers.id, posts.authorId))
      .where(eq(posts.id, sql.placeholder('postId'))),
  );
  const noticed = db.$with('noticed').as(
    db
      .insert(notifications)
      .select(
        db
          .select({
            id: sql`gen_random_uuid()`.as('notice_id'),
            userId: postFollows.userId,
            kind: sql`case when ${postFollows.userId} = (select ${postAuthors.authorUserId} from ${postAuthors})
              then 'reply' else 'followed_reply' end`.as('kind'),
            postId: sql`${bumped.postId}`.as('post_id'),
            replyId: fresh.replyId,
            orderId: sql`null::uuid`.as('order_id'),
            actor: sql`${bumped.author}`.as('actor'),
            title: posts.title,
            createdAt: sql`${bumped.repliedAt}`.as('created_at'),
            readAt: sql`null::timestamptz`.as('read_at'),
            mailedAt: sql`null::timestamptz`.as('mailed_at'),
            count: sql`null::integer`.as('count'),
          })
          .from(bumped)
          .crossJoin(fresh)
          .innerJoin(posts, eq(posts.id, bumped.postId))
          .innerJoin(postFollows, eq(postFollows.postId, bumped.postId))
          .where(sql`${postFollows.userId} is distinct from (select ${author.userId} from ${author})`),
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
  return (
    db
      .with(author, bumped, fresh, postAuthors, noticed, mailed)
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
      // The author's handle comes back with the reply, for the link on their name (a writer is never a former member).
      .returning({
        ...getTableColumns(replies),
        authorHandle: sql<string | null>`(select ${communityUsers.handle} from ${communityUsers}
        where ${communityUsers.id} = ${replies.authorId})`,
      })
      .prepare('add_reply')
  );
}

/** Why a post took no reply: gone, deleted by its author, or locked. */
async function refusal(db: Db, postId: string) {
  const [post] = await db.select({ deleted: posts.deletedByAuthorAt }).from(posts).where(eq(posts.id, postId));
  if (!post) return notFound(POST_NOT_FOUND);
  return post.deleted
    ? conflict(POST_DELETED_NO_REPLIES, 'POST_DELETED')
    : conflict(messages.postLocked, 'POST_LOCKED');
}

/** The statement of every reply, built once per database (a transaction builds its own). */
const addReplyStatement = preparedOnce(replyStatement);

export async function addReply(db: Db, user: RequestUser, postId: string, content: string): Promise<Reply> {
  const text = content.trim();
  const present = (row: ReplyWithAuthor) =>
    presentReply(row, { memberId: row.authorId, userId: user.id, isAdmin: user.role === 'admin' });
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
    if (!inserted) throw await refusal(tx, postId);
    await notifyMentions(tx, { postId, replyId: inserted.id, writer: member, text });
    return present(inserted);
  });
}
