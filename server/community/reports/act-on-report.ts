// An admin acts on a report: dismisses it, deletes the reported words (the moderation delete), or
// suspends their author. One transaction, on the report's locked row: of two admins acting at once, one
// acts and the other hears 409, and acting closes every open report of the same post or reply.
import { and, eq, sql } from 'drizzle-orm';
import { reportOutcomeText, reportTexts, type SuspensionPeriod } from '@shared/reports';
import type { ReportOutcome } from '@shared/schemas/reports';
import type { Db } from '@server/db/database';
import { posts, replies, reports } from '@server/db/schema';
import { conflict } from '@server/errors';
import { inEnglish, sourceEnglish } from '@server/lib/i18n/server-i18n';
import { deletePost } from '../posts/commands/delete-post';
import { deleteReply } from '../replies/commands/delete-reply';
import { suspendAuthor } from './suspensions';

export type ReportAction =
  { kind: 'dismiss' } | { kind: 'delete' } | { kind: 'suspend'; period: SuspensionPeriod; reason: string };

export async function actOnReport(
  db: Db,
  { adminId, publicUrl }: { adminId: string; publicUrl: string },
  reportId: string,
  action: ReportAction,
  now = new Date(),
): Promise<ReportOutcome> {
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select({ postId: reports.postId, replyId: reports.replyId, status: reports.status })
      .from(reports)
      .where(eq(reports.id, reportId))
      .for('update');
    // Dealt with already, or gone with the words it reported (a delete cascades): nothing is done twice.
    if (report?.status !== 'open') throw conflict(reportTexts.closed, 'REPORT_CLOSED');

    let suspended: { name: string; until: Date | null } | null = null;
    if (action.kind === 'suspend') {
      const [target] = report.replyId
        ? await tx.select({ authorId: replies.authorId }).from(replies).where(eq(replies.id, report.replyId))
        : await tx.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, report.postId));
      const order = { byUserId: adminId, period: action.period, reason: action.reason, publicUrl };
      suspended = await suspendAuthor(tx, target?.authorId ?? null, order, now);
    }

    const closed = await tx
      .update(reports)
      .set({ status: action.kind === 'dismiss' ? 'dismissed' : 'actioned', resolvedAt: now, resolvedBy: adminId })
      .where(
        and(
          eq(reports.status, 'open'),
          sql`coalesce(${reports.replyId}, ${reports.postId}) = ${report.replyId ?? report.postId}`,
        ),
      )
      .returning({ id: reports.id });
    const resolved = closed.length;

    const target = report.replyId ? 'reply' : 'post';
    if (action.kind === 'delete') {
      // The reports go with the words (their foreign keys cascade), closed above all the same.
      if (report.replyId) await deleteReply(tx, report.replyId);
      else await deletePost(tx, report.postId);
    }
    const words = {
      action: action.kind,
      target,
      resolved,
      memberName: suspended?.name ?? null,
      until: suspended?.until?.toISOString() ?? null,
    } as const;
    return { ...words, message: inEnglish(reportOutcomeText(words, sourceEnglish)) };
  });
}
