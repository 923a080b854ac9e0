// The shop's work on the one job runner: pending orders asked about again, their buyers reminded once, and
// expired after 30 minutes;
// a cancelled event's refunds; a visitor's order links looked up and mailed.
import type { FastifyInstance } from 'fastify';
import { orderCheckJob, orderExpireJob } from './orders/order-jobs';
import { ORDER_CHECK_JOB, ORDER_EXPIRE_JOB, PAYMENT_REMINDER_JOB } from './orders/place-order';
import { paymentReminderJob } from './orders/payment-reminder';
import { ORDER_LINKS_JOB, orderLinksJob } from './orders/order-links-job';
import { EVENT_REFUND_JOB } from '@server/shop/cancel/cancel-event';
import { eventRefundJob } from '@server/shop/cancel/refund-job';

export function registerShopJobs(app: FastifyInstance): void {
  const gateway = app.paymentGateway;
  // Without a gateway no order can be pending; a job left from before the key was removed still expires.
  const context = {
    db: app.database.db,
    gateway: gateway ?? {
      initialize: () => Promise.reject(new Error('Payments are not set up')),
      verify: () => Promise.resolve({ found: false as const }),
      refund: () => Promise.reject(new Error('Payments are not set up')),
      readEvent: () => null,
    },
    publicUrl: app.config.publicUrl,
  };
  app.jobs.handle(ORDER_CHECK_JOB, orderCheckJob(context));
  app.jobs.handle(ORDER_LINKS_JOB, orderLinksJob(app.database.db, app.config.publicUrl));
  // One mail before an unpaid order's hold ends.
  app.jobs.handle(PAYMENT_REMINDER_JOB, paymentReminderJob(app.database.db, app.config.publicUrl));
  // A cancelled event's refunds, one order at a time.
  app.jobs.handle(EVENT_REFUND_JOB, eventRefundJob(context));
  // Stock came back: the catalogue's kept answers (units left, "Sold out") are emptied on every server.
  app.jobs.handle(
    ORDER_EXPIRE_JOB,
    orderExpireJob(context, () => app.emptyAnswerCaches(['catalog'])),
  );
}
