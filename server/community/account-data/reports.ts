// The reports the member made of others' words: what they said and what became of each. Not which admin
// dealt with it.
import { asc, eq } from 'drizzle-orm';
import { posts, reports } from '@server/db/schema';
import type { DataSection } from '@server/db/account-data';

export const reportList: DataSection = (db, { userId }) =>
  db
    .select({
      postId: reports.postId,
      replyId: reports.replyId,
      postTitle: posts.title,
      reason: reports.reason,
      note: reports.note,
      status: reports.status,
      createdAt: reports.createdAt,
      resolvedAt: reports.resolvedAt,
    })
    .from(reports)
    .innerJoin(posts, eq(posts.id, reports.postId))
    .where(eq(reports.reporterId, userId))
    .orderBy(asc(reports.createdAt), asc(reports.id));
