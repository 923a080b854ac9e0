// A subscription's life, double opt-in: the sign-up's job (the route answers alike for every address and
// only enqueues it), the mailed link that confirms, and the unsubscribe by token. One row per address
// (a unique index on lower(email)), so subscribing twice adds nothing.
import type { I18n } from '@lingui/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { newsletterSubscribers } from '@server/db/schema';
import type { JobHandler } from '@server/jobs/runner';
import { queueMail } from '@server/mail/outbox';
import { hashToken, newToken } from './links';
import { confirmationMail } from './mails';

export { NEWSLETTER_SUBSCRIBE_JOB, requestSubscription } from '@server/mail/newsletter-sign-up';

/**
 * Looks the address up under a lock: a new one is stored pending and mailed a link; a pending or
 * unsubscribed one gets a new link (the old one stops working); a confirmed one gets nothing.
 */
export function subscribeJob(db: Db, publicUrl: string, i18n: I18n): JobHandler {
  return async (payload) => {
    const email = typeof payload.email === 'string' ? payload.email : '';
    if (!email) return;
    const token = newToken();
    await db.transaction(async (tx) => {
      await tx.insert(newsletterSubscribers).values({ email, unsubscribeToken: newToken() }).onConflictDoNothing();
      const [row] = await tx
        .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = ${email}`)
        .for('update');
      if (!row || row.status === 'confirmed') return;
      await tx
        .update(newsletterSubscribers)
        .set({ status: 'pending', confirmTokenHash: hashToken(token) })
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
