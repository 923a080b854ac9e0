// Starting and checking payment attempts with the gateway. Each attempt has its own reference, made and
// stored before the gateway is called, so a webhook for it always finds it. "Try again" first asks about
// the last attempt, so a buyer whose payment went through while they were away is never charged twice.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { orderHistory, orders, paymentAttempts } from '@server/db/schema';
import { conflict } from '@server/errors';
import type { PaymentGateway } from '../lib/payment-gateway';
import { GatewayError } from '../lib/payment-gateway';
import { recordHistory } from './history';
import { scheduleOrderChecks } from './place-order';
import { findOrder, lockOrder, type OrderWithLines } from './repository';
import { attemptReference } from './references';
import { settlePayment } from './settle-payment';
import { reserveOrderLines } from './stock';
import { linesOf } from './repository';
import { ORDER_HOLD_MINUTES } from '@shared/shop';
import { CANNOT_BE_PAID, HELD_TOO_OFTEN, TOO_MANY_PAYMENT_ATTEMPTS } from '@server/shop/lib/shop-messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';

export interface PaymentContext {
  db: Db;
  gateway: PaymentGateway;
  publicUrl: string;
}

/** Attempts at paying one order, all told: each "Try again" after a refused card makes one (SECURITY.md). */
export const MAX_PAYMENT_ATTEMPTS = 5;
/** An expired order takes its stock again this many times; after that its buyer checks out again (counted). */
export const MAX_HOLDS_AGAIN = 1;
/** An attempt the gateway has not refused: its page can still be paid on, so "Try again" sends the buyer back to it. */
const OPEN_ATTEMPT = new Set(['initialized', 'pending', 'abandoned']);

/** The refusals' English, as answered to a request in English. */
export const TOO_MANY_ATTEMPTS = inEnglish(TOO_MANY_PAYMENT_ATTEMPTS);
export const HELD_ENOUGH = inEnglish(HELD_TOO_OFTEN);

type Claim = { open: true; authorizationUrl: string | null } | { open: false; reference: string };

/**
 * One attempt at a time, under the order's lock: an open attempt younger than the hold is reused (its page
 * still takes the payment; parallel clicks get the same page), otherwise the next reference is taken.
 */
async function claimAttempt(tx: Db, order: { id: string; reference: string; totalKobo: number }): Promise<Claim> {
  await lockOrder(tx, order.id);
  const attempts = await tx
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, order.id))
    .orderBy(desc(paymentAttempts.createdAt));
  const last = attempts[0];
  if (last && OPEN_ATTEMPT.has(last.status) && Date.now() - last.createdAt.getTime() < ORDER_HOLD_MINUTES * 60_000) {
    return { open: true, authorizationUrl: last.authorizationUrl };
  }
  if (attempts.length >= MAX_PAYMENT_ATTEMPTS) throw conflict(TOO_MANY_PAYMENT_ATTEMPTS, 'TOO_MANY_ATTEMPTS');
  const reference = attemptReference(order.reference, attempts.length + 1);
  await tx.insert(paymentAttempts).values({ reference, orderId: order.id, amountKobo: order.totalKobo });
  return { open: false, reference };
}

/**
 * A new attempt at paying a pending order: answers the gateway's page, or null when the gateway failed (or
 * a parallel click's attempt is still being started: the order's page then shows it).
 */
export async function startAttempt(
  { db, gateway, publicUrl }: PaymentContext,
  order: { id: string; reference: string; totalKobo: number; email: string },
): Promise<string | null> {
  const claim = await db.transaction((tx) => claimAttempt(tx, order));
  if (claim.open) return claim.authorizationUrl;
  const { reference } = claim;
  try {
    const { authorizationUrl } = await gateway.initialize({
      reference,
      amountKobo: order.totalKobo,
      email: order.email,
      callbackUrl: `${publicUrl}/orders/${order.reference}`,
      metadata: { order_reference: order.reference },
    });
    await db.update(paymentAttempts).set({ authorizationUrl }).where(eq(paymentAttempts.reference, reference));
    return authorizationUrl;
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await db.update(paymentAttempts).set({ status: 'error' }).where(eq(paymentAttempts.reference, reference));
    await recordHistory(db, order.id, 'payment-not-started', error.message);
    return null;
  }
}

/** Asks the gateway about the order's last attempt and settles what it says; quiet when it cannot be reached. */
export async function checkLastAttempt(
  context: PaymentContext,
  order: OrderWithLines,
  source: 'return' | 'check',
): Promise<void> {
  const attempt = order.lastAttempt;
  if (!attempt || attempt.status === 'error' || attempt.status === 'success') return;
  try {
    const verification = await context.gateway.verify(attempt.reference);
    await settlePayment(context.db, attempt.reference, verification, { publicUrl: context.publicUrl, source });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
  }
}

/**
 * "Try again": the last attempt is checked first; a paid order stays paid. A pending order keeps its hold's
 * expiry. An expired order takes its stock again (or says which item is gone) and is held for another 30
 * minutes, once: after that its buyer checks out again. Then an attempt starts, or the open one is reused.
 */
export async function retryPayment(
  context: PaymentContext,
  reference: string,
): Promise<{ redirectUrl: string | null }> {
  const before = await findOrder(context.db, { reference });
  if (!before) throw conflict(CANNOT_BE_PAID);
  await checkLastAttempt(context, before, 'return');
  const order = (await findOrder(context.db, { reference }))!;
  if (order.status !== 'pending' && order.status !== 'expired') return { redirectUrl: null };
  if (order.status === 'expired') {
    await context.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (locked?.status !== 'expired') return;
      const [{ holds = 0 } = {}] = await tx
        .select({ holds: count() })
        .from(orderHistory)
        .where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.kind, 'held-again')));
      if (holds >= MAX_HOLDS_AGAIN) throw conflict(HELD_TOO_OFTEN, 'HELD_ENOUGH');
      await reserveOrderLines(tx, await linesOf(tx, order.id));
      const now = new Date();
      const expiresAt = new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000);
      const [{ round = 1 } = {}] = await tx
        .select({ round: count() })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderId, order.id));
      await tx.update(orders).set({ status: 'pending', expiresAt, updatedAt: now }).where(eq(orders.id, order.id));
      await recordHistory(tx, order.id, 'held-again', 'The buyer tried again after the order expired');
      await scheduleOrderChecks(tx, order.id, now, expiresAt, round);
    });
  }
  return { redirectUrl: await startAttempt(context, order) };
}
