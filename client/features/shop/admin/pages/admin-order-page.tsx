import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { ORDER_STATE_LABELS } from '@shared/shop';
import { formatNaira } from '@shared/money';
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
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  const act = useOrderAction(id);
  const [ship, setShip] = useState({ carrier: '', trackingNumber: '', note: '' });
  const [confirming, setConfirming] = useState<'refund' | 'cancel' | null>(null);
  if (order.isPending) return <Spinner className="py-section" />;
  if (order.isError) {
    return (
      <AdminPage title="Order">
        <LoadFailure message="Failed to load the order. Please try again." query={order} />
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
  return (
    <AdminPage
      title={`Order ${data.reference}`}
      intro={`${ORDER_STATE_LABELS[data.orderState]} · ${formatNaira(data.totalKobo)}`}
      actions={
        <Link to={paths.adminOrders.to()} className="text-sm font-semibold underline underline-offset-4">
          All orders
        </Link>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel
          title="Items"
          intro={`${data.lines.length} line(s), prices as they were when ordered.`}
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
                <span>{data.fulfilment === 'pickup' ? 'Pickup' : `Delivery to ${data.state}`}</span>
                <span>{formatNaira(data.deliveryKobo)}</span>
              </li>
            )}
            <li className="flex justify-between py-2 font-semibold">
              <span>Total</span>
              <span>{formatNaira(data.totalKobo)}</span>
            </li>
          </ul>
        </AdminPanel>
        <AdminPanel
          title="Buyer"
          intro={
            data.fulfilment === 'pickup'
              ? 'Collects from the pickup point.'
              : data.fulfilment === 'none'
                ? 'Tickets only: nothing to deliver.'
                : 'Delivery address.'
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
          <AdminPanel title="Tickets" intro="One per seat; a refund voids them." size="medium">
            <ul className="mt-4 divide-y divide-ink-900/10 text-sm">
              {data.tickets.map((ticket) => (
                <li key={ticket.code} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>
                    <span className="font-mono font-semibold">{ticket.code}</span> · {ticket.eventName},{' '}
                    {ticket.typeName}
                  </span>
                  <span>
                    {ticket.status === 'void' ? 'Void' : ticket.status === 'checked_in' ? 'Checked in' : 'Valid'}
                  </span>
                </li>
              ))}
            </ul>
          </AdminPanel>
        )}
        <AdminPanel title="Payment" intro="Paystack’s references for this order." size="medium">
          <dl className="mt-4 space-y-1 text-sm">
            <div>
              <dt className="inline font-semibold">Paid by: </dt>
              <dd className="inline">{data.paidReference ?? 'not paid'}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">Paystack transaction: </dt>
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
        <AdminPanel title="History" intro="What happened to this order." size="medium">
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
          title="Actions"
          intro="Each one changes the order now; the buyer is mailed when it is shipped."
          size="medium"
        >
          {act.isError && <Alert compact className="mt-4" message={failureMessage(act.error)} />}
          {data.status === 'paid' && (
            <form onSubmit={submitShip} className="mt-4 grid gap-4 sm:grid-cols-3">
              <TextField
                label="Carrier"
                value={ship.carrier}
                onChange={(e) => setShip({ ...ship, carrier: e.target.value })}
              />
              <TextField
                label="Tracking number"
                value={ship.trackingNumber}
                onChange={(e) => setShip({ ...ship, trackingNumber: e.target.value })}
              />
              <TextField
                label="Note (optional)"
                value={ship.note}
                onChange={(e) => setShip({ ...ship, note: e.target.value })}
              />
              <Button type="submit" variant="primary" disabled={act.isPending} className="sm:col-span-3 sm:w-fit">
                Mark shipped
              </Button>
            </form>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            {(data.status === 'paid' || data.status === 'shipped') && (
              <Button variant="secondary" disabled={act.isPending} onClick={() => run({ kind: 'deliver' })}>
                Mark delivered
              </Button>
            )}
            {data.status === 'pending' && (
              <Button variant="secondary" disabled={act.isPending} onClick={() => setConfirming('cancel')}>
                Cancel order
              </Button>
            )}
            {paidish && (
              <Button variant="quiet" disabled={act.isPending} onClick={() => setConfirming('refund')}>
                Refund {formatNaira(data.totalKobo)}
              </Button>
            )}
          </div>
        </AdminPanel>
      </div>
      {confirming && (
        <ConfirmDialog
          message={
            confirming === 'refund'
              ? `Refund ${formatNaira(data.totalKobo)} to ${data.fullName} through Paystack?`
              : `Cancel order ${data.reference}? Its items go back on sale.`
          }
          confirmLabel={confirming === 'refund' ? 'Refund' : 'Cancel order'}
          busy={act.isPending}
          error={act.isError ? failureMessage(act.error) : null}
          onCancel={() => setConfirming(null)}
          onConfirm={() => act.mutate({ kind: confirming }, { onSuccess: () => setConfirming(null) })}
        />
      )}
    </AdminPage>
  );
}
