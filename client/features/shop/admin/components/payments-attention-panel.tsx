import { Link } from 'react-router';
import { formatNaira } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { LoadFailure } from '@client/components/ui/load-failure';
import { Timestamp } from '@client/components/ui/timestamp';
import { paths } from '@client/lib/paths';
import { usePaymentsAttention } from '../api/get-payments-attention';
import { useResolveIssue } from '../api/resolve-issue';
import { AdminPanel } from '@client/components/admin/admin-panel';

const KIND_LABELS: Record<string, string> = {
  amount_mismatch: 'Wrong amount',
  currency_mismatch: 'Wrong currency',
  forged_webhook: 'Forged webhook',
  unknown_reference: 'Unknown payment',
  paid_after_expiry_no_stock: 'Paid after expiry, no stock',
  paid_twice: 'Paid twice',
  paid_when_closed: 'Paid after cancelling',
  refund_failed: 'Refund failed',
  disputed: 'Disputed',
};

/** Money the shop could not simply accept, and orders stuck unpaid: each needs a person. */
export function PaymentsAttentionPanel() {
  const attention = usePaymentsAttention();
  const resolve = useResolveIssue();
  const count = (attention.data?.issues.length ?? 0) + (attention.data?.stuckOrders.length ?? 0);
  return (
    <AdminPanel
      title="Payments needing attention"
      intro="Mismatched, late, doubled or forged payments, failed refunds and orders stuck unpaid."
      size="medium"
    >
      {attention.isError && (
        <LoadFailure className="mt-4" message="Failed to load the payments needing attention." query={attention} />
      )}
      {attention.isSuccess && count === 0 && <p className="mt-4 text-sm text-forest-700">Nothing needs attention.</p>}
      {attention.isSuccess && count > 0 && (
        <ul className="mt-4 divide-y divide-ink-900/10">
          {attention.data.issues.map((issue) => (
            <li key={issue.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <div>
                <p className="font-semibold text-ink-900">
                  {KIND_LABELS[issue.kind] ?? issue.kind}
                  {issue.occurrences > 1 && <> · {issue.occurrences} times</>}
                  {issue.amountKobo !== null && issue.currency === 'NGN' && <> · {formatNaira(issue.amountKobo)}</>}
                  {issue.orderId && issue.orderReference && (
                    <>
                      {' · '}
                      <Link to={paths.adminOrder.to(issue.orderId)} className="underline underline-offset-4">
                        {issue.orderReference}
                      </Link>
                    </>
                  )}
                </p>
                <p className="text-ink-500">
                  {issue.detail} <Timestamp value={issue.createdAt} />
                </p>
              </div>
              <Button size="sm" variant="quiet" disabled={resolve.isPending} onClick={() => resolve.mutate(issue.id)}>
                Mark resolved
              </Button>
            </li>
          ))}
          {attention.data.stuckOrders.map((order) => (
            <li key={order.id} className="py-3 text-sm">
              <Link to={paths.adminOrder.to(order.id)} className="font-semibold underline underline-offset-4">
                {order.reference}
              </Link>{' '}
              is still awaiting payment {formatNaira(order.totalKobo)} past its expiry (
              <Timestamp value={order.expiresAt} />
              ): Paystack could not be asked. Check it in Paystack’s dashboard.
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  );
}
