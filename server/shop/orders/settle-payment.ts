// What the gateway's word on a payment attempt does to its order. The buyer's return and the webhook both
// end here, in either order, at once or repeatedly: the attempt's row and then the order's are locked, so
// one of them applies a success and the other finds it applied. An order is paid only when the gateway
// says success AND the amount and currency are the order's; anything else is recorded for the admin.
import { eq } from 'drizzle-orm';
import { SHOP_CURRENCY } from '@shared/shop';
import type { Db } from '@server/db/database';
import { orders, paymentAttempts } from '@server/db/schema';
import { mailI18n } from '@server/mail/mail-language';
import { queueMail } from '@server/mail/outbox';
import { noticeOrderEvent } from '@server/notifications/order-notices';
import type { Verification } from '../lib/payment-gateway';
import { recordHistory } from './history';
import { receiptMail } from './mails';
import { flagPayment } from './payment-issues';
import { linesOf, lockOrder, type OrderRow } from './repository';
import { reserveOrderLines } from './stock';
import { issueTickets } from '@server/shop/tickets/issue';
import { clearBought } from '../cart/buy-again';
import { ticketMailParts } from '@server/shop/tickets/mail-tickets';
import { formatNairaIn } from '@shared/locale-format/format';

export type SettleOutcome = 'paid' | 'already-paid' | 'not-paid' | 'flagged' | 'unknown';

const PAID_STATES = new Set(['paid', 'shipped', 'delivered', 'refund_pending', 'refunded']);

/** Marks a locked order paid by this attempt, issues its tickets and queues its receipt, once. */
export async function markPaid(
  tx: Db,
  order: OrderRow,
  paid: { reference: string | null; transactionId: string | null; paidAt: Date | null },
  publicUrl: string,
  note: string,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      status: 'paid',
      paidAt: paid.paidAt ?? new Date(),
      paidReference: paid.reference,
      gatewayTransactionId: paid.transactionId,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  await recordHistory(tx, order.id, 'paid', note);
  await clearBought(tx, order);
  await issueTickets(tx, order);
  const lines = await linesOf(tx, order.id);
  await queueMail(
    tx,
    order.email,
    receiptMail(
      await mailI18n(order.locale),
      { ...order, lines: lines.map((line) => ({ ...line, variantName: line.variantName || null })) },
      publicUrl,
      await ticketMailParts(tx, order.id),
    ),
    `receipt:${order.id}`,
  );
  await noticeOrderEvent(tx, order.id, 'order_paid', order.reference);
}

/** Takes the stock and seats of an expired order again; false (and nothing taken) when a line no longer fits. */
async function reserveAgain(tx: Db, order: OrderRow): Promise<boolean> {
  const lines = await linesOf(tx, order.id);
  try {
    // A savepoint: a line that does not fit undoes the lines taken before it, and only them.
    await tx.transaction((savepoint) => reserveOrderLines(savepoint, lines));
    return true;
  } catch {
    return false;
  }
}

export async function settlePayment(
  db: Db,
  reference: string,
  verification: Verification,
  { publicUrl, source }: { publicUrl: string; source: 'return' | 'webhook' | 'check' },
): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, reference))
      .for('update');
    if (!attempt) {
      if (verification.found && verification.status === 'success') {
        await flagPayment(tx, {
          kind: 'unknown_reference',
          reference,
          amountKobo: verification.amountKobo,
          currency: verification.currency,
          detail: `Paystack reported a successful payment (${source}) for a reference this shop never issued.`,
        });
        return 'flagged';
      }
      return 'unknown';
    }
    const order = await lockOrder(tx, attempt.orderId);
    if (!order) return 'unknown';
    if (!verification.found) {
      await tx
        .update(paymentAttempts)
        .set({ status: 'not_found', checkedAt: new Date() })
        .where(eq(paymentAttempts.reference, reference));
      return 'not-paid';
    }
    await tx
      .update(paymentAttempts)
      .set({ status: verification.status, checkedAt: new Date() })
      .where(eq(paymentAttempts.reference, reference));
    if (verification.status !== 'success') return 'not-paid';

    const money = {
      orderId: order.id,
      reference,
      amountKobo: verification.amountKobo,
      currency: verification.currency,
    };
    if (verification.currency !== SHOP_CURRENCY) {
      await flagPayment(tx, {
        kind: 'currency_mismatch',
        ...money,
        detail: `Paid in ${verification.currency}, not ${SHOP_CURRENCY}.`,
      });
      return 'flagged';
    }
    if (verification.amountKobo !== order.totalKobo || verification.amountKobo !== attempt.amountKobo) {
      await flagPayment(tx, {
        kind: 'amount_mismatch',
        ...money,
        detail: `Paid ${formatNairaIn(verification.amountKobo, 'en')} for an order of ${formatNairaIn(order.totalKobo, 'en')}.`,
      });
      return 'flagged';
    }
    if (order.paidReference === reference) return 'already-paid';
    const paid = { reference, transactionId: verification.transactionId, paidAt: verification.paidAt };
    if (PAID_STATES.has(order.status)) {
      await flagPayment(tx, {
        kind: 'paid_twice',
        ...money,
        detail: `A second payment for order ${order.reference}, already paid by ${order.paidReference ?? 'another attempt'}: refund one.`,
      });
      return 'flagged';
    }
    if (order.status === 'pending') {
      await markPaid(tx, order, paid, publicUrl, `Paystack ${reference} (${source})`);
      return 'paid';
    }
    if (order.status === 'expired' && (await reserveAgain(tx, order))) {
      await markPaid(
        tx,
        order,
        paid,
        publicUrl,
        `Paystack ${reference} (${source}), after the order had expired: stock taken again`,
      );
      return 'paid';
    }
    await flagPayment(tx, {
      kind: order.status === 'expired' ? 'paid_after_expiry_no_stock' : 'paid_when_closed',
      ...money,
      detail:
        order.status === 'expired'
          ? `Order ${order.reference} was paid after it expired, and its items are no longer in stock: refund it.`
          : `Order ${order.reference} was paid after it was cancelled: refund it.`,
    });
    await recordHistory(tx, order.id, 'payment-needs-attention', `Paystack ${reference}`);
    return 'flagged';
  });
}
