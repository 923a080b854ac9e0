// Sending mail never blocks or fails a request: the message is stored and a job sends it (send-job.ts).
// Call it inside the transaction of what the mail is about, so a rolled-back order mails nothing.
import type { Db } from '@server/db/database';
import { mailMessages } from '@server/db/schema';
import { enqueueJob } from '@server/jobs/queue';
import { renderMail, type MailContent } from './message';

export const MAIL_JOB = 'mail.send';

/** `key`: the message is stored and sent once (an order's receipt), however often its cause is seen. */
export async function queueMail(db: Db, to: string, content: MailContent, key?: string): Promise<void> {
  const [message] = await db
    .insert(mailMessages)
    .values({ to, key: key ?? null, ...renderMail(content) })
    .onConflictDoNothing({ target: mailMessages.key })
    .returning({ id: mailMessages.id });
  if (message) await enqueueJob(db, { kind: MAIL_JOB, payload: { messageId: message.id } });
}
