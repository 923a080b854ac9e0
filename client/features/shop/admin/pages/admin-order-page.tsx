import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ORDER_STATE_LABELS } from '../../lib/order-state-labels';
import { formatNaira } from '@client/lib/i18n/page-formats';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { LoadFailure } from '@client/components/ui/load-failure';
import { Spinner } from '@client/components/ui/spinner';
import { TextField } from '@client/components/ui/text-field';
import { Timestamp } from '@client/components/ui/timestamp';
import { failureMessage } from '@client/lib/failure-message';
import { paths } from '@client/lib/paths';
import { useAdminOrder } from '../api/get-admin-order';
import { useOrderAction, type OrderAction } from '../api/order-action';
import { AdminPage } from '@client/components/admin/admin-page';
import { AdminPanel } from '@client/components/admin/admin-panel';

/** One order: its lines, buyer, payment and history, and what the admin can do with it now. */
export function AdminOrderPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  const act = useOrderAction(id);
  const [ship, setShip] = useState({ carrier: '', trackingNumber: '', note: '' });
  const [confirming, setConfirming] = useState<'refund' | 'cancel' | null>(null);
  if (order.isPending) return <Spinner className="py-section" />;
  if (order.isError) {
    return (
      <AdminPage title={t({ id: 'shop.admin.order.title-plain', message: 'Order' })}>
        <LoadFailure
          message={t({ id: 'shop.admin.order.load-failed', message: 'Failed to load the order. Please try again.' })}
          query={order}
        />
      </AdminPage>
    );
  }
  const data = order.data;
  const run = (action: OrderAction) => act.mutate(action);
  const submitShip = (event: FormEvent) => {
    event.preventDefault();
    run({ kind: 'ship', body: ship });
  };
  const paidish = data.status === 'paid' || data.status === 'shipped' || data.status === 'delivered';
  const ask = (action: 'refund' | 'cancel') => () => setConfirming(action);
  const { reference, state, fullName } = data;
  const total = formatNaira(data.totalKobo);
  const lineCount = data.lines.length;
  return (
    <AdminPage
      title={t({ id: 'shop.order.title', message: `Order ${reference}` })}
      intro={`${i18n._(ORDER_STATE_LABELS[data.orderState])} · ${formatNaira(data.totalKobo)}`}
      actions={
        <Link to={paths.adminOrders.to()} className="text-sm font-semibold underline underline-offset-4">
          <Trans id="shop.admin.orders.all">All orders</Trans>
        </Link>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel
          title={t({ id: 'shop.order.items', message: 'Items' })}
          intro={t({
            id: 'shop.admin.order.items-intro',
            message: plural(lineCount, {
              one: '# line(s), prices as they were when ordered.',
              other: '# line(s), prices as they were when ordered.',
            }),
          })}
          size="medium"
        >
          <ul className="mt-4 divide-y divide-ink-900/10 text-sm">
            {data.lines.map((line, index) => (
              <li key={index} className="flex justify-between gap-3 py-2">
                <span>
                  {line.quantity} × {line.name}
                  {line.variantName && ` (${line.variantName})`} <span className="text-ink-500">· {line.artist}</span>
                </span>
                <span>{formatNaira(line.lineTotalKobo)}</span>
              </li>
            ))}
            {data.fulfilment !== 'none' && (
              <li className="flex justify-between py-2">
                <span>
                  {data.fulfilment === 'pickup'
                    ? t({ id: 'shop.fulfilment.pickup', message: 'Pickup' })
                    : t({ id: 'shop.checkout.delivery-to', message: `Delivery to ${state}` })}
                </span>
                <span>{formatNaira(data.deliveryKobo)}</span>
              </li>
            )}
            <li className="flex justify-between py-2 font-semibold">
              <span>
                <Trans id="shop.totals.total">Total</Trans>
              </span>
              <span>{formatNaira(data.totalKobo)}</span>
            </li>
          </ul>
        </AdminPanel>
        <AdminPanel
          title={t({ id: 'shop.order.buyer', message: 'Buyer' })}
          intro={
            data.fulfilment === 'pickup'
              ? t({ id: 'shop.admin.order.buyer-pickup', message: 'Collects from the pickup point.' })
              : data.fulfilment === 'none'
                ? t({ id: 'shop.admin.order.buyer-tickets-only', message: 'Tickets only: nothing to deliver.' })
                : t({ id: 'shop.admin.order.buyer-delivery', message: 'Delivery address.' })
          }
          size="medium"
        >
          <div className="mt-4 space-y-1 text-sm">
            <p className="font-semibold">{data.fullName}</p>
            <p>{data.email}</p>
            {data.phone && <p>{data.phone}</p>}
            {data.fulfilment === 'delivery' && <p>{[data.address, data.city, data.state].join(', ')}</p>}
          </div>
        </AdminPanel>
        {data.tickets.length > 0 && (
          <AdminPanel
            title={t({ id: 'shop.admin.order.tickets', message: 'Tickets' })}
            intro={t({ id: 'shop.admin.order.tickets-intro', message: 'One per seat; a refund voids them.' })}
            size="medium"
          >
            <ul className="mt-4 divide-y divide-ink-900/10 text-sm">
              {data.tickets.map((ticket) => (
                <li key={ticket.code} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>
                    <span className="font-mono font-semibold">{ticket.code}</span> · {ticket.eventName},{' '}
                    {ticket.typeName}
                  </span>
                  <span>
                    {ticket.status === 'void' ? (
                      <Trans id="shop.admin.order.ticket-void">Void</Trans>
                    ) : ticket.status === 'checked_in' ? (
                      <Trans id="shop.ticket.checked-in">Checked in</Trans>
                    ) : (
                      <Trans id="shop.admin.order.ticket-valid">Valid</Trans>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </AdminPanel>
        )}
        <AdminPanel
          title={t({ id: 'shop.admin.order.payment', message: 'Payment' })}
          intro={t({ id: 'shop.admin.order.payment-intro', message: 'Paystack’s references for this order.' })}
          size="medium"
        >
          <dl className="mt-4 space-y-1 text-sm">
            <div>
              <dt className="inline font-semibold">
                <Trans id="shop.admin.order.paid-by">Paid by:</Trans>{' '}
              </dt>
              <dd className="inline">
                {data.paidReference ?? t({ id: 'shop.admin.order.not-paid', message: 'not paid' })}
              </dd>
            </div>
            <div>
              <dt className="inline font-semibold">
                <Trans id="shop.admin.order.transaction">Paystack transaction:</Trans>{' '}
              </dt>
              <dd className="inline">{data.gatewayTransactionId ?? '—'}</dd>
            </div>
          </dl>
          <ul className="mt-3 text-sm text-ink-500">
            {data.attempts.map((attempt) => (
              <li key={attempt.reference}>
                {attempt.reference}: {attempt.status}, <Timestamp value={attempt.createdAt} />
              </li>
            ))}
          </ul>
        </AdminPanel>
        <AdminPanel
          title={t({ id: 'shop.admin.order.history', message: 'History' })}
          intro={t({ id: 'shop.admin.order.history-intro', message: 'What happened to this order.' })}
          size="medium"
        >
          <ol className="mt-4 space-y-1 text-sm">
            {data.history.map((entry, index) => (
              <li key={index}>
                <Timestamp value={entry.at} /> · <span className="font-semibold">{entry.kind}</span>
                {entry.note && <span className="text-ink-500"> · {entry.note}</span>}
              </li>
            ))}
          </ol>
        </AdminPanel>
      </div>
      <div className="mt-6">
        <AdminPanel
          title={t({ id: 'shop.admin.order.actions', message: 'Actions' })}
          intro={t({
            id: 'shop.admin.order.actions-intro',
            message: 'Each one changes the order now; the buyer is mailed when it is shipped.',
          })}
          size="medium"
        >
          {act.isError && <Alert compact className="mt-4" message={failureMessage(act.error)} />}
          {data.status === 'paid' && (
            <form onSubmit={submitShip} className="mt-4 grid gap-4 sm:grid-cols-3">
              <TextField
                label={t({ id: 'shop.admin.order.carrier', message: 'Carrier' })}
                value={ship.carrier}
                onChange={(e) => setShip({ ...ship, carrier: e.target.value })}
              />
              <TextField
                label={t({ id: 'shop.admin.order.tracking-number', message: 'Tracking number' })}
                value={ship.trackingNumber}
                onChange={(e) => setShip({ ...ship, trackingNumber: e.target.value })}
              />
              <TextField
                label={t({ id: 'shop.admin.order.note', message: 'Note (optional)' })}
                value={ship.note}
                onChange={(e) => setShip({ ...ship, note: e.target.value })}
              />
              <Button type="submit" variant="primary" disabled={act.isPending} className="sm:col-span-3 sm:w-fit">
                <Trans id="shop.admin.order.mark-shipped">Mark shipped</Trans>
              </Button>
            </form>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            {(data.status === 'paid' || data.status === 'shipped') && (
              <Button variant="secondary" disabled={act.isPending} onClick={() => run({ kind: 'deliver' })}>
                <Trans id="shop.admin.order.mark-delivered">Mark delivered</Trans>
              </Button>
            )}
            {data.status === 'pending' && (
              <Button variant="secondary" disabled={act.isPending} onClick={ask('cancel')}>
                <Trans id="shop.admin.order.cancel">Cancel order</Trans>
              </Button>
            )}
            {paidish && (
              <Button variant="quiet" disabled={act.isPending} onClick={ask('refund')}>
                <Trans id="shop.admin.order.refund-amount">Refund {total}</Trans>
              </Button>
            )}
          </div>
        </AdminPanel>
      </div>
      {confirming && (
        <ConfirmDialog
          message={
            confirming === 'refund'
              ? t({
                  id: 'shop.admin.order.refund-confirm',
                  message: `Refund ${total} to ${fullName} through Paystack?`,
                })
              : t({
                  id: 'shop.admin.order.cancel-confirm',
                  message: `Cancel order ${reference}? Its items go back on sale.`,
                })
          }
          confirmLabel={
            confirming === 'refund'
              ? t({ id: 'shop.admin.order.refund', message: 'Refund' })
              : t({ id: 'shop.admin.order.cancel', message: 'Cancel order' })
          }
          busy={act.isPending}
          error={act.isError ? failureMessage(act.error) : null}
          onCancel={() => setConfirming(null)}
          onConfirm={() => act.mutate({ kind: confirming }, { onSuccess: () => setConfirming(null) })}
        />
      )}
    </AdminPage>
  );
}
