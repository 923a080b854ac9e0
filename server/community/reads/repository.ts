// What each member has read of each thread (post_reads): one row per member and thread, moved to the
// thread's newest reply whenever the member opens it. The replies after it, written by others, are new to
// them; a thread they never opened is new when it was started after they joined (docs/architecture.md,
// Community).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ThreadRead, UnreadMark } from '@shared/schemas/community';
import type { Db } from '@server/db/database';
import { isForeignKeyViolation } from '@server/db/foreign-key-violation';
import { selectRows } from '@server/db/select-rows';
import { postReads, posts, replies, users } from '@server/db/schema';
import { notFound } from '@server/errors';
import { POST_NOT_FOUND } from '../lib/messages';
import type { Viewer } from '../members/viewer';

/** The member reading, as the account that keeps the reads and the profile their own replies carry. */
export type Reader = Pick<Viewer, 'memberId'> & { userId: string };

/** A reply counts as new when another wrote it after the mark and it still has its words. */
const newReplyAfter = (mark: ReturnType<typeof sql>, memberId: string | null) =>
  sql`${replies.createdAt} > ${mark} and ${replies.authorId} is distinct from ${memberId}::uuid and ${replies.deletedByAuthorAt} is null`;

/**
 * Opens the thread for the member: answers what was new since their last visit (or since they joined, the
 * first time) and moves their mark to the thread's newest reply, in one statement. The mark is a reply's
 * own time, not the clock's, so that a reply committed while the thread was read is not passed over.
 */
export async function openThread(db: Db, reader: Reader, postId: string): Promise<ThreadRead> {
  const mark = sql`previous.mark`;
  const rows = await selectRows<{ found: number; first_new_reply_id: string | null; new_replies: number }>(
    db,
    sql`
      with post as (select ${posts.id} as id, ${posts.createdAt} as created_at from ${posts} where ${posts.id} = ${postId}),
      previous as (
        select coalesce(
          (select ${postReads.readUpTo} from ${postReads}
            where ${postReads.userId} = ${reader.userId} and ${postReads.postId} = ${postId}),
          (select ${users.createdAt} from ${users} where ${users.id} = ${reader.userId})
        ) as mark
      ),
      saved as (
        insert into ${postReads} (user_id, post_id, read_up_to, read_at)
        select ${reader.userId}::uuid, post.id,
          coalesce((select max(${replies.createdAt}) from ${replies} where ${replies.postId} = post.id), post.created_at),
          now()
        from post
        on conflict (user_id, post_id) do update
          set read_up_to = greatest(${postReads.readUpTo}, excluded.read_up_to), read_at = excluded.read_at
        returning 1
      ),
      fresh as (
        select ${replies.id} as id, ${replies.createdAt} as created_at from ${replies}, previous
        where ${replies.postId} = ${postId} and ${newReplyAfter(mark, reader.memberId)}
      )
      select (select count(*) from saved)::int as found,
        (select id from fresh order by created_at, id limit 1) as first_new_reply_id,
        (select count(*) from fresh)::int as new_replies`,
  ).catch((error: unknown) => {
    // The thread was deleted between the look-up and the insert.
    if (isForeignKeyViolation(error)) throw notFound(POST_NOT_FOUND);
    throw error;
  });
  const row = rows[0];
  if (!row || row.found === 0) throw notFound(POST_NOT_FOUND);
  return { firstNewReplyId: row.first_new_reply_id, newReplies: row.new_replies };
}

/** The marks of the threads a list shows; unknown ids and threads with nothing new are left out. */
export async function unreadMarks(db: Db, reader: Reader, postIds: readonly string[]): Promise<UnreadMark[]> {
  const rows = await db
    .select({
      postId: posts.id,
      isNew: sql<boolean>`(${postReads.userId} is null and ${posts.createdAt} > ${users.createdAt}
        and ${posts.authorId} is distinct from ${reader.memberId}::uuid)`,
      newReplies: sql<number>`case when ${postReads.userId} is null then 0 else (
        select count(*) from ${replies}
        where ${replies.postId} = ${posts.id} and ${newReplyAfter(sql`${postReads.readUpTo}`, reader.memberId)}
      ) end`.mapWith(Number),
    })
    .from(posts)
    .innerJoin(users, eq(users.id, reader.userId))
    .leftJoin(postReads, and(eq(postReads.postId, posts.id), eq(postReads.userId, reader.userId)))
    .where(inArray(posts.id, [...postIds]));
  const byId = new Map(rows.map((row) => [row.postId, row]));
  // In the order asked for, which is the list's.
  return postIds.flatMap((postId) => {
    const row = byId.get(postId);
    return row && (row.isNew || row.newReplies > 0) ? [{ postId, isNew: row.isNew, newReplies: row.newReplies }] : [];
  });
}
