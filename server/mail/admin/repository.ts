// The admin's view of the outbox: every stored message newest first, by status (keyset pages on
// created_at, id: mail_messages_newest_idx), the unsent ones counted, one message with its text part, and
// a failed or held message queued again on the job runner.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { mailTexts, UNSENT_MAIL_STATUSES, type MailStatus } from '@shared/mail';
import type { AdminMailSummary } from '@shared/schemas/admin-mail';
import type { Db } from '@server/db/database';
import { jobs, mailMessages } from '@server/db/schema';
import { conflict, notFound } from '@server/errors';
import { cursorChecks, decodeCursor, toPage } from '@server/http/paging/cursor';
import { enqueueJob } from '@server/jobs/queue';
import { MAIL_JOB } from '../outbox';

const summaryColumns = {
  id: mailMessages.id,
  to: mailMessages.to,
  subject: mailMessages.subject,
  status: mailMessages.status,
  createdAt: mailMessages.createdAt,
  sentAt: mailMessages.sentAt,
  lastError: mailMessages.lastError,
};

type SummaryRow = Pick<typeof mailMessages.$inferSelect, keyof typeof summaryColumns>;

const presentSummary = (row: SummaryRow): AdminMailSummary => ({
  ...row,
  status: row.status as MailStatus,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

export async function listMail(
  db: Db,
  { status, limit, cursor }: { status?: MailStatus; limit: number; cursor?: string },
) {
  const after = cursor ? decodeCursor(cursor, [cursorChecks.timestamp, cursorChecks.uuid]) : null;
  const rows = await db
    .select(summaryColumns)
    .from(mailMessages)
    .where(
      and(
        status ? eq(mailMessages.status, status) : undefined,
        after
          ? sql`(${mailMessages.createdAt}, ${mailMessages.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(limit + 1);
  return toPage(rows, limit, (row) => [row.createdAt.toISOString(), row.id], presentSummary);
}

/** How many messages wait or failed, by status (sent ones are not counted: they need nobody). */
export async function countUnsentMail(db: Db): Promise<Record<(typeof UNSENT_MAIL_STATUSES)[number], number>> {
  const rows = await db
    .select({ status: mailMessages.status, n: sql<number>`count(*)::int` })
    .from(mailMessages)
    .where(inArray(mailMessages.status, [...UNSENT_MAIL_STATUSES]))
    .groupBy(mailMessages.status);
  const counts = { failed: 0, held: 0, queued: 0 };
  for (const row of rows) counts[row.status as keyof typeof counts] = row.n;
  return counts;
}

/** One message with its plain-text part and the tries the runner made over all its jobs. */
export async function mailDetail(db: Db, id: string) {
  const [[message], [tries]] = await Promise.all([
    db
      .select({ ...summaryColumns, text: mailMessages.text })
      .from(mailMessages)
      .where(eq(mailMessages.id, id)),
    db
      .select({ n: sql<number>`coalesce(sum(${jobs.attempts}), 0)::int` })
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), sql`${jobs.payload}->>'messageId' = ${id}`)),
  ]);
  if (!message) throw notFound(mailTexts.notFound);
  return { ...presentSummary(message), text: message.text, attempts: tries?.n ?? 0 };
}

/**
 * Queues a failed or held message again, on the locked row: a second click finds it queued and adds no
 * second job; a sent message is refused.
 */
export async function retryMail(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [message] = await tx
      .select({ status: mailMessages.status })
      .from(mailMessages)
      .where(eq(mailMessages.id, id))
      .for('update');
    if (!message) throw notFound(mailTexts.notFound);
    if (message.status === 'sent') throw conflict(mailTexts.alreadySent, 'ALREADY_SENT');
    if (message.status === 'queued') return;
    await tx.update(mailMessages).set({ status: 'queued' }).where(eq(mailMessages.id, id));
    await enqueueJob(tx, { kind: MAIL_JOB, payload: { messageId: id } });
  });
}
