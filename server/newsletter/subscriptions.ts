// A subscription's life, double opt-in: the sign-up's job (the route answers alike for every address and
// only enqueues it), the mailed link that confirms, and the unsubscribe by token. One row per address
// (a unique index on lower(email)), so subscribing twice adds nothing.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { newsletterSubscribers } from '@server/db/schema';
import type { JobHandler } from '@server/jobs/runner';
import { mailI18n, mailLocale } from '@server/mail/mail-language';
import { queueMail } from '@server/mail/outbox';
import { hashToken, newToken } from './links';
import { confirmationMail } from './mails';

export { NEWSLETTER_SUBSCRIBE_JOB, requestSubscription } from '@server/mail/newsletter-sign-up';

/**
 * Looks the address up under a lock: a new one is stored pending and mailed a link; a pending or
 * unsubscribed one gets a new link (the old one stops working), in the sign-up's language, which it keeps for
 * the issues; a confirmed one gets nothing.
 */
export function subscribeJob(db: Db, publicUrl: string): JobHandler {
  return async (payload) => {
    const email = typeof payload.email === 'string' ? payload.email : '';
    if (!email) return;
    const token = newToken();
    const i18n = await mailI18n(payload.locale);
    const locale = mailLocale(i18n);
    await db.transaction(async (tx) => {
      await tx
        .insert(newsletterSubscribers)
        .values({ email, unsubscribeToken: newToken(), locale })
        .onConflictDoNothing();
      const [row] = await tx
        .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = ${email}`)
        .for('update');
      // Nobody proved this request is the address's: a confirmed subscription stays as it is, language too.
      if (!row || row.status === 'confirmed') return;
      await tx
        .update(newsletterSubscribers)
        .set({ status: 'pending', confirmTokenHash: hashToken(token), locale })
        .where(eq(newsletterSubscribers.id, row.id));
      await queueMail(tx, email, confirmationMail(i18n, publicUrl, token));
    });
  };
}

/** Confirms the subscription whose link this is; false when no pending one has it. */
export async function confirmSubscription(db: Db, token: string): Promise<boolean> {
  const confirmed = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: sql`now()`, confirmTokenHash: null, unsubscribedAt: null })
    .where(
      and(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)), eq(newsletterSubscribers.status, 'pending')),
    )
    .returning({ id: newsletterSubscribers.id });
  return confirmed.length > 0;
}

/** Unsubscribes the token's address (again, harmlessly); false when no subscriber has that token. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const done = await db
    .update(newsletterSubscribers)
    .set({
      status: 'unsubscribed',
      confirmTokenHash: null,
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
    })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  return done.length > 0;
}
