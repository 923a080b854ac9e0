import { Link } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNaira } from '@client/lib/i18n/page-formats';
import { Button } from '@client/components/ui/button';
import { LoadFailure } from '@client/components/ui/load-failure';
import { Timestamp } from '@client/components/ui/timestamp';
import { paths } from '@client/lib/paths';
import { usePaymentsAttention } from '../api/get-payments-attention';
import { useResolveIssue } from '../api/resolve-issue';
import { AdminPanel } from '@client/components/admin/admin-panel';

const KIND_LABELS: Partial<Record<string, MessageDescriptor>> = {
  amount_mismatch: msg({ id: 'shop.admin.attention.amount-mismatch', message: 'Wrong amount' }),
  currency_mismatch: msg({ id: 'shop.admin.attention.currency-mismatch', message: 'Wrong currency' }),
  forged_webhook: msg({ id: 'shop.admin.attention.forged-webhook', message: 'Forged webhook' }),
  unknown_reference: msg({ id: 'shop.admin.attention.unknown-reference', message: 'Unknown payment' }),
  paid_after_expiry_no_stock: msg({
    id: 'shop.admin.attention.paid-after-expiry-no-stock',
    message: 'Paid after expiry, no stock',
  }),
  paid_twice: msg({ id: 'shop.admin.attention.paid-twice', message: 'Paid twice' }),
  paid_when_closed: msg({ id: 'shop.admin.attention.paid-when-closed', message: 'Paid after cancelling' }),
  refund_failed: msg({ id: 'shop.admin.attention.refund-failed', message: 'Refund failed' }),
  disputed: msg({ id: 'shop.admin.attention.disputed', message: 'Disputed' }),
};

/** An order stuck unpaid past its expiry, in one sentence. */
function StuckOrder({
  id,
  reference,
  totalKobo,
  expiresAt,
}: {
  id: string;
  reference: string;
  totalKobo: number;
  expiresAt: string;
}) {
  const total = formatNaira(totalKobo);
  return (
    <li className="py-3 text-sm">
      <Trans id="shop.admin.attention.stuck-order">
        <Link to={paths.adminOrder.to(id)} className="font-semibold underline underline-offset-4">
          {reference}
        </Link>{' '}
        is still awaiting payment {total} past its expiry (
        <Timestamp value={expiresAt} />
        ): Paystack could not be asked. Check it in Paystack’s dashboard.
      </Trans>
    </li>
  );
}

/** Money the shop could not simply accept, and orders stuck unpaid: each needs a person. */
export function PaymentsAttentionPanel() {
  const { t, i18n } = useLingui();
  const attention = usePaymentsAttention();
  const resolve = useResolveIssue();
  const kindLabel = (kind: string) => {
    const label = KIND_LABELS[kind];
    return label ? i18n._(label) : kind;
  };
  const timesText = (occurrences: number) =>
    t({ id: 'shop.admin.attention.occurrences', message: plural(occurrences, { one: '# time', other: '# times' }) });
  const count = (attention.data?.issues.length ?? 0) + (attention.data?.stuckOrders.length ?? 0);
  return (
    <AdminPanel
      title={t({ id: 'shop.admin.attention.title', message: 'Payments needing attention' })}
      intro={t({
        id: 'shop.admin.attention.intro',
        message: 'Mismatched, late, doubled or forged payments, failed refunds and orders stuck unpaid.',
      })}
      size="medium"
    >
      {attention.isError && (
        <LoadFailure
          className="mt-4"
          message={t({
            id: 'shop.admin.attention.load-failed',
            message: 'Failed to load the payments needing attention.',
          })}
          query={attention}
        />
      )}
      {attention.isSuccess && count === 0 && (
        <p className="mt-4 text-sm text-forest-700">
          <Trans id="shop.admin.attention.nothing">Nothing needs attention.</Trans>
        </p>
      )}
      {attention.isSuccess && count > 0 && (
        <ul className="mt-4 divide-y divide-ink-900/10">
          {attention.data.issues.map((issue) => (
            <li key={issue.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <div>
                <p className="font-semibold text-ink-900">
                  {kindLabel(issue.kind)}
                  {issue.occurrences > 1 && (
                    <>
                      {' · '}
                      {timesText(issue.occurrences)}
                    </>
                  )}
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
                <Trans id="shop.admin.attention.mark-resolved">Mark resolved</Trans>
              </Button>
            </li>
          ))}
          {attention.data.stuckOrders.map((order) => (
            <StuckOrder key={order.id} {...order} />
          ))}
        </ul>
      )}
    </AdminPanel>
  );
}
