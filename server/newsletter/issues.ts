// The admin's issues of the newsletter: drafts written and edited in Markdown, newest first (keyset pages
// on created_at, id: newsletter_issues_newest_idx), a test sent to the admin alone, and Send, which marks
// the issue sent and enqueues its fan-out (send-issue.ts) once, however often it is pressed.
import type { I18n } from '@lingui/core';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { newsletterTexts } from '@shared/newsletter';
import type { NewsletterIssue, NewsletterIssueBody } from '@shared/schemas/newsletter';
import type { Db } from '@server/db/database';
import { newsletterIssues, newsletterSubscribers } from '@server/db/schema';
import { conflict, notFound } from '@server/errors';
import { cursorChecks, decodeCursor, toPage } from '@server/http/paging/cursor';
import { enqueueJob } from '@server/jobs/queue';
import { queueMail } from '@server/mail/outbox';
import { issueMail } from './mails';

export const NEWSLETTER_SEND_JOB = 'newsletter.send';

type IssueRow = typeof newsletterIssues.$inferSelect;

const presentIssue = (row: IssueRow): NewsletterIssue => ({
  id: row.id,
  subject: row.subject,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  recipientCount: row.recipientCount,
});

const tidy = ({ subject, body }: NewsletterIssueBody) => ({ subject: subject.trim(), body: body.trim() });

export async function listIssues(db: Db, { limit, cursor }: { limit: number; cursor?: string }) {
  const after = cursor ? decodeCursor(cursor, [cursorChecks.timestamp, cursorChecks.uuid]) : null;
  const rows = await db
    .select()
    .from(newsletterIssues)
    .where(
      after
        ? sql`(${newsletterIssues.createdAt}, ${newsletterIssues.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
        : undefined,
    )
    .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
    .limit(limit + 1);
  return toPage(rows, limit, (row) => [row.createdAt.toISOString(), row.id], presentIssue);
}

export async function findIssue(db: Db, id: string): Promise<NewsletterIssue> {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!row) throw notFound(newsletterTexts.issueNotFound);
  return presentIssue(row);
}

export async function createIssue(db: Db, body: NewsletterIssueBody, adminId: string): Promise<NewsletterIssue> {
  const [row] = await db
    .insert(newsletterIssues)
    .values({ ...tidy(body), createdBy: adminId })
    .returning();
  return presentIssue(row!);
}

/** A draft changes; a sent issue is what its subscribers read, and stays so. */
export async function updateIssue(db: Db, id: string, body: NewsletterIssueBody): Promise<NewsletterIssue> {
  const [row] = await db
    .update(newsletterIssues)
    .set({ ...tidy(body), updatedAt: sql`now()` })
    .where(and(eq(newsletterIssues.id, id), isNull(newsletterIssues.sentAt)))
    .returning();
  if (row) return presentIssue(row);
  await findIssue(db, id);
  throw conflict(newsletterTexts.alreadySent, 'ALREADY_SENT');
}

/** The issue as a subscriber will read it, to the admin's own address only, in the language given (theirs). */
export async function sendTest(db: Db, i18n: I18n, publicUrl: string, id: string, address: string): Promise<void> {
  const issue = await findIssue(db, id);
  await queueMail(db, address, issueMail(i18n, publicUrl, issue, null));
}

/**
 * Marks the issue sent and enqueues its fan-out in one transaction; a second Send is refused. The count is
 * the confirmed subscribers now, so the admin reads it at once; the fan-out writes the count it mailed.
 */
export async function sendIssue(db: Db, id: string): Promise<NewsletterIssue> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterIssues)
      .set({
        sentAt: sql`now()`,
        recipientCount: sql`(select count(*)::int from ${newsletterSubscribers} where ${newsletterSubscribers.status} = 'confirmed')`,
      })
      .where(and(eq(newsletterIssues.id, id), isNull(newsletterIssues.sentAt)))
      .returning();
    if (!row) {
      await findIssue(tx, id);
      throw conflict(newsletterTexts.alreadySent, 'ALREADY_SENT');
    }
    await enqueueJob(tx, { kind: NEWSLETTER_SEND_JOB, payload: { issueId: id }, key: `${NEWSLETTER_SEND_JOB}:${id}` });
    return presentIssue(row);
  });
}
