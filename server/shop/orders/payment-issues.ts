// "Payments needing attention": money the shop could not simply accept. Each problem is recorded once per
// kind and gateway reference, however often the gateway repeats itself.
import { sql } from 'drizzle-orm';
import type { PaymentIssueKind } from '@shared/shop';
import type { Db } from '@server/db/database';
import { paymentIssues } from '@server/db/schema';

export async function flagPayment(
  db: Db,
  issue: {
    kind: PaymentIssueKind;
    reference: string | null;
    orderId?: string | null;
    amountKobo?: number | null;
    currency?: string | null;
    detail: string;
  },
): Promise<void> {
  await db
    .insert(paymentIssues)
    .values({ ...issue, orderId: issue.orderId ?? null })
    .onConflictDoNothing();
}

/**
 * A call to the webhook with a wrong or missing signature: counted on the one open row of its kind (the
 * admin sees how many, since when, and the last caller's address), never a row per call.
 */
export async function countForgedCall(db: Db, callerAddress: string): Promise<void> {
  await db
    .insert(paymentIssues)
    .values({
      kind: 'forged_webhook',
      reference: null,
      detail: forgedDetail(callerAddress),
    })
    .onConflictDoUpdate({
      target: paymentIssues.kind,
      targetWhere: sql`${paymentIssues.kind} = 'forged_webhook' and ${paymentIssues.resolvedAt} is null`,
      set: { occurrences: sql`${paymentIssues.occurrences} + 1`, detail: forgedDetail(callerAddress) },
    });
}

const forgedDetail = (callerAddress: string) =>
  `Calls to the Paystack webhook had a wrong or missing signature and changed nothing; the last came from ${callerAddress}.`;
