// The admins' queue: the open reports, oldest first (the first reported is the first dealt with), keyset
// paged on (created_at, id) along reports_queue_idx. Each shows the reported words, where they are, who
// wrote and who reported them, and how many open reports the same words have.
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminReport } from '@shared/schemas/reports';
import type { Db } from '@server/db/database';
import { communityUsers, posts, replies, reports, users } from '@server/db/schema';
import { cursorChecks, decodeCursor, toPage } from '@server/http/paging/cursor';

/** The words the queue shows of a post or reply: enough to judge, never the whole 20,000 characters. */
const EXCERPT_MAX = 300;

const reporterProfile = alias(communityUsers, 'reporter_profile');
const authorProfile = alias(communityUsers, 'author_profile');
const authorAccount = alias(users, 'author_account');

const TARGET = sql`coalesce(${reports.replyId}, ${reports.postId})`;
const OPEN = eq(reports.status, 'open');

export async function listOpenReports(
  db: Db,
  { limit, cursor }: { limit: number; cursor?: string | undefined },
): Promise<{ items: AdminReport[]; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor, [cursorChecks.timestamp, cursorChecks.uuid]) : null;
  const rows = await db
    .select({
      id: reports.id,
      reason: reports.reason,
      note: reports.note,
      createdAt: reports.createdAt,
      postId: reports.postId,
      replyId: reports.replyId,
      reporter: sql<string>`coalesce(${reporterProfile.displayName}, ${users.email})`,
      postTitle: posts.title,
      words: sql<string>`left(coalesce(${replies.content}, ${posts.content}), ${EXCERPT_MAX + 1})`,
      author: sql<string>`coalesce(${replies.author}, ${posts.author})`,
      authorRole: authorAccount.role,
      // Plain SQL names the inner table: Drizzle would write its columns unqualified.
      reportCount: sql<number>`(select count(*)::int from ${reports} as same_target where same_target.status = 'open'
        and coalesce(same_target.reply_id, same_target.post_id) = ${TARGET})`,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .leftJoin(reporterProfile, eq(reporterProfile.userId, reports.reporterId))
    .innerJoin(posts, eq(posts.id, reports.postId))
    .leftJoin(replies, eq(replies.id, reports.replyId))
    .leftJoin(
      authorProfile,
      eq(
        authorProfile.id,
        sql`case when ${reports.replyId} is null then ${posts.authorId} else ${replies.authorId} end`,
      ),
    )
    .leftJoin(authorAccount, eq(authorAccount.id, authorProfile.userId))
    .where(
      and(
        OPEN,
        after ? sql`(${reports.createdAt}, ${reports.id}) > (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(limit + 1);
  return toPage(
    rows,
    limit,
    (row) => [row.createdAt.toISOString(), row.id],
    (row): AdminReport => ({
      id: row.id,
      reason: row.reason,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      reporter: row.reporter,
      kind: row.replyId ? 'reply' : 'post',
      postId: row.postId,
      replyId: row.replyId,
      postTitle: row.postTitle,
      excerpt: row.words.length > EXCERPT_MAX ? `${row.words.slice(0, EXCERPT_MAX).trimEnd()}…` : row.words,
      author: row.author,
      authorSuspendable: row.authorRole === 'member',
      reportCount: row.reportCount,
    }),
  );
}

/** Open reports in all: the dashboard's and the queue's count. */
export async function countOpenReports(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reports)
    .where(OPEN);
  return row?.n ?? 0;
}
