// The reminder of an unpaid order, on the one job runner, 10 minutes before its hold ends. It goes once an
// order: one conditional update marks it sent and queues its mail in one transaction, so two servers (or a
// job run again after its lock lapsed) never send it twice; a paid, expired or cancelled order gets none.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { orders } from '@server/db/schema';
import type { JobHandler } from '@server/jobs/runner';
import { mailI18n } from '@server/mail/mail-language';
import { queueMail } from '@server/mail/outbox';
import { recordHistory } from './history';
import { paymentReminderMail } from './mails';

export function paymentReminderJob(db: Db, publicUrl: string): JobHandler {
  return async (payload) => {
    await db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({ paymentReminderSentAt: new Date() })
        .where(
          and(
            eq(orders.id, String(payload.orderId)),
            eq(orders.status, 'pending'),
            isNull(orders.paymentReminderSentAt),
            gt(orders.expiresAt, sql`now()`),
          ),
        )
        .returning();
      if (!order) return;
      const minutesLeft = Math.max(1, Math.round((order.expiresAt.getTime() - Date.now()) / 60_000));
      await queueMail(
        tx,
        order.email,
        paymentReminderMail(await mailI18n(order.locale), order, minutesLeft, publicUrl),
        `payment-reminder:${order.id}`,
      );
      await recordHistory(tx, order.id, 'reminded', 'Mailed the buyer: the order is waiting for payment');
    });
  };
}
