// A member reports a post or a reply. One open report per member and target: a second report of the same
// words (or two at once) answers with the open one and writes nothing (the partial unique index
// reports_open_once_idx decides). Nobody reports their own words, nor words their author took back.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { REPORT_SENT, reportTexts } from '@shared/reports';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import type { ReportBody, ReportReceipt } from '@shared/schemas/reports';
import type { Db } from '@server/db/database';
import { posts, replies, reports } from '@server/db/schema';
import { conflict, forbidden, notFound } from '@server/errors';
import { POST_NOT_FOUND, REPLY_NOT_FOUND } from '../lib/messages';
import { wrote, type Viewer } from '../members/viewer';

export type ReportTarget = { kind: 'post'; postId: string } | { kind: 'reply'; replyId: string };

/** The reported post (and reply), its author's profile; null when missing or taken back by its author. */
async function findTarget(db: Db, target: ReportTarget) {
  if (target.kind === 'post') {
    const [row] = await db
      .select({ postId: posts.id, authorId: posts.authorId })
      .from(posts)
      .where(and(eq(posts.id, target.postId), isNull(posts.deletedByAuthorAt)));
    return row ? { ...row, replyId: null } : null;
  }
  const [row] = await db
    .select({ postId: replies.postId, replyId: replies.id, authorId: replies.authorId })
    .from(replies)
    .where(and(eq(replies.id, target.replyId), isNull(replies.deletedByAuthorAt)));
  return row ?? null;
}

export async function fileReport(
  db: Db,
  reporterId: string,
  viewer: Viewer,
  target: ReportTarget,
  body: ReportBody,
): Promise<{ created: boolean; receipt: ReportReceipt }> {
  const found = await findTarget(db, target);
  if (!found) throw notFound(target.kind === 'post' ? POST_NOT_FOUND : REPLY_NOT_FOUND);
  if (wrote(viewer, found.authorId)) throw forbidden(reportTexts.ownWords);
  const note = body.note?.trim() ?? '';
  const present = (row: typeof reports.$inferSelect, created: boolean) => ({
    created,
    receipt: {
      id: row.id,
      reason: row.reason,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      message: inEnglish(REPORT_SENT),
    },
  });
  // Twice at most: an open report found at the insert may be resolved by an admin before it is read.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [inserted] = await db
      .insert(reports)
      .values({ reporterId, postId: found.postId, replyId: found.replyId, reason: body.reason, note })
      .onConflictDoNothing()
      .returning();
    if (inserted) return present(inserted, true);
    const [open] = await db
      .select()
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, reporterId),
          eq(reports.status, 'open'),
          sql`coalesce(${reports.replyId}, ${reports.postId}) = ${found.replyId ?? found.postId}`,
        ),
      );
    if (open) return present(open, false);
  }
  throw conflict(reportTexts.closed);
}
