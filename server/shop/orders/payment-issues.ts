// "Payments needing attention": money the shop could not simply accept. Each problem is recorded once per
// kind and gateway reference, however often the gateway repeats itself.
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
