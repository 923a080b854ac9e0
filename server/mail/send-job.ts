// The job that sends one stored message. Without an SMTP server the message is held in the outbox (the
// log says so, without its address or links). A refused or failed send is tried again by the runner; the
// error kept names the failure, never the message's address.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/database';
import { mailMessages } from '@server/db/schema';
import type { JobHandler } from '@server/jobs/runner';
import type { MailTransport } from './transport';

/** SMTP failures without the addresses servers like to quote back. */
const withoutAddresses = (message: string) => message.replace(/<?[^\s<>@]+@[^\s<>]+>?/g, '<address>');

export function mailSendJob(db: Db, transport: MailTransport | null, log: FastifyBaseLogger): JobHandler {
  return async (payload, job) => {
    const id = String(payload.messageId);
    const [message] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
    if (!message || message.status === 'sent' || message.status === 'held') return;
    if (!transport) {
      await db.update(mailMessages).set({ status: 'held' }).where(eq(mailMessages.id, id));
      log.info({ mail: id, subject: message.subject }, 'mail queued in the outbox: SMTP_URL is not set');
      return;
    }
    try {
      await transport.send({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        images: message.images,
        headers: message.headers,
      });
    } catch (error) {
      const reason = withoutAddresses(error instanceof Error ? error.message : String(error));
      await db
        .update(mailMessages)
        .set({ lastError: reason.slice(0, 1000), ...(job.attempts >= job.maxAttempts ? { status: 'failed' } : {}) })
        .where(eq(mailMessages.id, id));
      throw new Error(`mail ${id} not sent: ${reason}`);
    }
    await db
      .update(mailMessages)
      .set({ status: 'sent', sentAt: new Date(), lastError: null })
      .where(eq(mailMessages.id, id));
    log.info({ mail: id, subject: message.subject }, 'mail sent');
  };
}
