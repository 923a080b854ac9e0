// "Payments needing attention": every recorded problem not yet resolved, and the orders stuck unpaid well
// past their expiry (the gateway could not be asked, or their job has not run).
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { PaymentsAttention } from '@shared/schemas/shop-admin';
import type { Db } from '@server/db/database';
import { orders, paymentIssues } from '@server/db/schema';
import { notFound } from '@server/errors';
import { PAYMENT_PROBLEM_NOT_OPEN } from '@server/shop/lib/shop-messages';

/** Past its expiry by this much, an unpaid order is stuck. */
const STUCK_AFTER_MS = 10 * 60 * 1000;

export async function paymentsAttention(db: Db): Promise<PaymentsAttention> {
  const [issues, stuck] = await Promise.all([
    db
      .select({ issue: paymentIssues, orderReference: orders.reference })
      .from(paymentIssues)
      .leftJoin(orders, eq(orders.id, paymentIssues.orderId))
      .where(isNull(paymentIssues.resolvedAt))
      .orderBy(desc(paymentIssues.createdAt))
      .limit(200),
    db
      .select({ id: orders.id, reference: orders.reference, totalKobo: orders.totalKobo, expiresAt: orders.expiresAt })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'pending'),
          lt(orders.expiresAt, sql`now() - ${STUCK_AFTER_MS} * interval '1 millisecond'`),
        ),
      )
      .orderBy(asc(orders.expiresAt))
      .limit(200),
  ]);
  return {
    issues: issues.map(({ issue, orderReference }) => ({
      id: issue.id,
      kind: issue.kind,
      reference: issue.reference,
      orderId: issue.orderId,
      orderReference,
      amountKobo: issue.amountKobo,
      currency: issue.currency,
      detail: issue.detail,
      occurrences: issue.occurrences,
      createdAt: issue.createdAt.toISOString(),
    })),
    stuckOrders: stuck.map((order) => ({ ...order, expiresAt: order.expiresAt.toISOString() })),
  };
}

export async function resolveIssue(db: Db, id: string): Promise<void> {
  const resolved = await db
    .update(paymentIssues)
    .set({ resolvedAt: new Date() })
    .where(and(eq(paymentIssues.id, id), isNull(paymentIssues.resolvedAt)))
    .returning({ id: paymentIssues.id });
  if (resolved.length === 0) throw notFound(PAYMENT_PROBLEM_NOT_OPEN);
}
