import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EventCancellation } from '@shared/schemas/tickets';
import { formatNaira } from '@client/lib/i18n/page-formats';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Spinner } from '@client/components/ui/spinner';
import { failureMessage } from '@client/lib/failure-message';
import { useCancelEvent } from '../api/cancel-event';
import { useCancellation } from '../api/get-cancellation';

const REFUND_STATUS: Record<EventCancellation['refunds'][number]['status'], MessageDescriptor> = {
  queued: msg({ id: 'shop.admin.refund.queued', message: 'Waiting its turn' }),
  requested: msg({ id: 'shop.admin.refund.requested', message: 'Asked of Paystack' }),
  refunded: msg({ id: 'shop.admin.refund.refunded', message: 'Refunded' }),
  failed: msg({ id: 'shop.admin.refund.failed', message: 'Failed' }),
};

/** Calling the event off, asked first; then each paid order's refund as it goes. */
export function CancelEventPanel({ eventId, eventName }: { eventId: string; eventName: string }) {
  const { t, i18n } = useLingui();
  const cancellation = useCancellation(eventId);
  const cancel = useCancelEvent(eventId);
  const [asking, setAsking] = useState(false);
  if (cancellation.isPending) return <Spinner />;
  if (cancellation.isError) {
    return (
      <Alert
        message={t({
          id: 'shop.admin.cancel.load-failed',
          message: "Failed to load the event's state. Please try again.",
        })}
      />
    );
  }
  const { cancelledAt, refunds } = cancellation.data;
  return (
    <section aria-labelledby="cancel-heading" className="space-y-3">
      <h2 id="cancel-heading" className="font-display text-xl font-semibold">
        {cancelledAt ? (
          <Trans id="shop.admin.cancel.cancelled">Event cancelled</Trans>
        ) : (
          <Trans id="shop.admin.cancel.heading">Cancel the event</Trans>
        )}
      </h2>
      {!cancelledAt ? (
        <>
          <p className="text-sm text-ink-500">
            <Trans id="shop.admin.cancel.explain">
              Every ticket becomes void, unpaid orders are cancelled, paid ones are refunded one at a time, and every
              holder gets an e-mail.
            </Trans>
          </p>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            <Trans id="shop.admin.cancel.button">Cancel event</Trans>
          </Button>
          {asking && (
            <ConfirmDialog
              message={t({
                id: 'shop.admin.cancel.confirm',
                message: `Cancel ${eventName}? Its tickets stop working and its buyers are refunded. This cannot be undone.`,
              })}
              confirmLabel={t({ id: 'shop.admin.cancel.button', message: 'Cancel event' })}
              busy={cancel.isPending}
              error={cancel.error ? failureMessage(cancel.error) : null}
              onCancel={() => setAsking(false)}
              onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setAsking(false) })}
            />
          )}
        </>
      ) : refunds.length === 0 ? (
        <p className="text-ink-500">
          <Trans id="shop.admin.cancel.no-refunds">No paid order needed a refund.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-ink-900/10" data-testid="event-refunds">
          {refunds.map((refund) => (
            <li key={refund.reference} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-semibold">{refund.reference}</span> · {refund.email} ·{' '}
                {formatNaira(refund.amountKobo)}
              </span>
              <span className={refund.status === 'failed' ? 'font-semibold text-danger-700' : 'font-semibold'}>
                {i18n._(REFUND_STATUS[refund.status])}
                {refund.detail && <span className="block font-normal text-ink-500">{refund.detail}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
