// A sign-up to the newsletter, asked for from the footer's form or a box ticked at join or at checkout: a
// job the newsletter feature handles (server/newsletter/subscriptions.ts) looks the address up and mails
// the link to confirm, so only a click in that mail subscribes anyone (double opt-in). In the mail layer
// so that the account's and the shop's routes can ask without importing the newsletter feature. The job
// carries the language of the page that asked: the link's mail is in it, and so are the issues' small print.
import { normaliseEmail } from '@shared/schemas/auth-limits';
import type { Db } from '@server/db/database';
import { enqueueJob } from '@server/jobs/queue';

export const NEWSLETTER_SUBSCRIBE_JOB = 'newsletter.subscribe';

export async function requestSubscription(db: Db, email: string, locale: string): Promise<void> {
  await enqueueJob(db, { kind: NEWSLETTER_SUBSCRIBE_JOB, payload: { email: normaliseEmail(email), locale } });
}
