// The background side of a pending order, on the one job runner: asked about again while the buyer may
// still be paying, and expired after 30 minutes unpaid, its stock and seats given back. Before expiring, the gateway
// is asked one last time; if it cannot be reached the order expires anyway, and a payment that arrives
// later still finds it (settle-payment.ts takes the stock again, or flags it for a refund).
import { eq } from 'drizzle-orm';
import { orders } from '@server/db/schema';
import type { JobHandler } from '@server/jobs/runner';
import { recordHistory } from './history';
import { checkLastAttempt, type PaymentContext } from './payment-attempts';
import { findOrder, lockOrder } from './repository';
import { giveBack } from './stock';

export function orderCheckJob(context: PaymentContext): JobHandler {
  return async (payload) => {
    const order = await findOrder(context.db, { id: String(payload.orderId) });
    if (order?.status === 'pending') await checkLastAttempt(context, order, 'check');
  };
}

/** Answers whether stock came back, so the catalogue's kept answers can be emptied. */
export function orderExpireJob(context: PaymentContext, onStockReturned: () => Promise<void>): JobHandler {
  return async (payload) => {
    const order = await findOrder(context.db, { id: String(payload.orderId) });
    if (order?.status !== 'pending') return;
    await checkLastAttempt(context, order, 'check');
    const expired = await context.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (locked?.status !== 'pending' || locked.expiresAt.getTime() > Date.now()) return false;
      await tx.update(orders).set({ status: 'expired', updatedAt: new Date() }).where(eq(orders.id, order.id));
      await giveBack(tx, order.id, { goods: true });
      await recordHistory(tx, order.id, 'expired', 'Not paid within 30 minutes: stock returned');
      return true;
    });
    if (expired) await onStockReturned();
  };
}
