// The fan-out of a sent issue: batch after batch, one transaction each, it inserts the deliveries of
// confirmed subscribers not yet mailed and queues their mails from the rows it inserted. The delivery's
// primary key (issue, subscriber) is what makes it exactly once: a second run of the job, here or on another
// server at the same moment, waits on the first one's uncommitted rows and then inserts (and mails) none of
// them. Each mail also has a key, so it is stored once whatever happens. The admin's text is as written; the
// small print around it is in the subscriber's language: the one a member chose for their account, else
// the one the address signed up in.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers, users } from '@server/db/schema';
import type { JobHandler } from '@server/jobs/runner';
import { mailI18n } from '@server/mail/mail-language';
import { queueMail } from '@server/mail/outbox';
import { issueMail } from './mails';

/** Subscribers queued per transaction: bounded work and locks, whatever the list's size. */
export const FAN_OUT_BATCH = 500;

export function sendIssueJob(db: Db, publicUrl: string): JobHandler {
  return async (payload) => {
    const issueId = String(payload.issueId);
    const [issue] = await db
      .select({ subject: newsletterIssues.subject, body: newsletterIssues.body, sentAt: newsletterIssues.sentAt })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, issueId));
    if (!issue?.sentAt) return;
    for (;;) {
      const queued = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(newsletterDeliveries)
          .select(
            sql`select ${issueId}::uuid, s.id, now() from newsletter_subscribers s
              where s.status = 'confirmed' and not exists (
                select 1 from newsletter_deliveries d where d.issue_id = ${issueId}::uuid and d.subscriber_id = s.id)
              order by s.id limit ${FAN_OUT_BATCH}`,
          )
          .onConflictDoNothing()
          .returning({ subscriberId: newsletterDeliveries.subscriberId });
        const picked =
          inserted.length === 0
            ? []
            : await tx
                .select({
                  id: newsletterSubscribers.id,
                  email: newsletterSubscribers.email,
                  token: newsletterSubscribers.unsubscribeToken,
                  memberLocale: users.locale,
                  locale: newsletterSubscribers.locale,
                })
                .from(newsletterSubscribers)
                .leftJoin(users, sql`lower(${users.email}) = lower(${newsletterSubscribers.email})`)
                .where(
                  inArray(
                    newsletterSubscribers.id,
                    inserted.map((row) => row.subscriberId),
                  ),
                );
        for (const row of picked) {
          await queueMail(
            tx,
            row.email,
            issueMail(await mailI18n(row.memberLocale, row.locale), publicUrl, issue, row.token),
            `newsletter:${issueId}:${row.id}`,
          );
        }
        // The last batch writes how many were mailed in all; until then the count taken at Send stands.
        if (inserted.length < FAN_OUT_BATCH) {
          await tx
            .update(newsletterIssues)
            .set({
              recipientCount: sql`(select count(*)::int from newsletter_deliveries where issue_id = ${issueId}::uuid)`,
            })
            .where(eq(newsletterIssues.id, issueId));
        }
        return inserted.length;
      });
      if (queued < FAN_OUT_BATCH) return;
    }
  };
}
