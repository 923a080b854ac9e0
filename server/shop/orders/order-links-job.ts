// A request for a visitor's order links is answered at once and alike for every address; this job, on the
// runner, looks the orders up and mails their links when there are any. So the answer's timing tells nothing
// either (as the password reset's does). The mail is in the language of the page that asked (the payload's),
// whatever the orders' own.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { orders } from '@server/db/schema';
import type { JobHandler } from '@server/jobs/runner';
import { mailI18n } from '@server/mail/mail-language';
import { queueMail } from '@server/mail/outbox';
import { orderLinksMail } from './mails';

export const ORDER_LINKS_JOB = 'shop.order-links';

export function orderLinksJob(db: Db, publicUrl: string): JobHandler {
  return async (payload) => {
    const email = typeof payload.email === 'string' ? payload.email : '';
    if (!email) return;
    const found = await db
      .select({ reference: orders.reference, linkSecret: orders.linkSecret, totalKobo: orders.totalKobo })
      .from(orders)
      .where(eq(sql`lower(${orders.email})`, email.toLowerCase()))
      .orderBy(desc(orders.createdAt))
      .limit(20);
    if (found.length === 0) return;
    await queueMail(db, email, orderLinksMail(await mailI18n(payload.locale), found, publicUrl));
  };
}
