import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNaira } from '@client/lib/i18n/page-formats';
import { ORDER_STATE_LABELS } from '../lib/order-state-labels';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadFailure } from '@client/components/ui/load-failure';
import { Spinner } from '@client/components/ui/spinner';
import { StatusMessage } from '@client/components/ui/status-message';
import { TextField } from '@client/components/ui/text-field';
import { Timestamp } from '@client/components/ui/timestamp';
import { useAuth } from '@client/lib/auth/auth-context';
import { failureMessage } from '@client/lib/failure-message';
import { paths } from '@client/lib/paths';
import { useMyOrders } from '../api/get-my-orders';
import { useOrderLinks } from '../api/order-links';
import { forgetOrder, keptOrders, type KeptOrder } from '@client/lib/offline/kept-orders';
import { forgetTicketsOf } from '@client/lib/offline/kept-tickets';
import { ShopFrame } from '../components/shop-frame';

/** A member's orders, newest first. */
function MyOrders() {
  const { t, i18n } = useLingui();
  const orders = useMyOrders(true);
  if (orders.isPending) return <Spinner className="py-10" />;
  if (orders.isError) {
    return (
      <LoadFailure
        message={t({ id: 'shop.orders.load-failed', message: 'Failed to load your orders. Please try again.' })}
        query={orders}
      />
    );
  }
  if (orders.data.length === 0)
    return (
      <EmptyState
        title={t({ id: 'shop.orders.empty-title', message: 'No orders yet' })}
        description={t({ id: 'shop.orders.empty-description', message: 'What you buy in the marketplace shows here.' })}
      />
    );
  const itemCount = (count: number) =>
    t({ id: 'shop.orders.item-count', message: plural(count, { one: '# item', other: '# items' }) });
  return (
    <ul className="divide-y divide-ink-900/10 border-y border-ink-900/10">
      {orders.data.map((order) => (
        <li key={order.reference} className="flex flex-wrap items-center justify-between gap-2 py-4">
          <Link to={paths.order.to(order.reference)} className="font-semibold text-ink-900 hover:underline">
            {order.reference}
          </Link>
          <span className="text-sm text-ink-500">
            <Timestamp value={order.createdAt} format="day" /> · {itemCount(order.itemCount)}
          </span>
          <span className="text-sm">{i18n._(ORDER_STATE_LABELS[order.orderState])}</span>
          <span className="font-semibold">{formatNaira(order.totalKobo)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A visitor who lost an order's link asks for the links by e-mail; the answer never says whether any exist. */
function LinksByMail() {
  const { t } = useLingui();
  const links = useOrderLinks();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    links.mutate(email);
  };
  return (
    <form onSubmit={submit} className="max-w-md space-y-4" noValidate>
      <p className="text-ink-700">
        <Trans id="shop.orders.links-by-mail">
          Bought without an account? Enter the e-mail you gave at checkout and we will send you your orders’ links.
        </Trans>
      </p>
      <TextField
        label={t({ id: 'shop.field.email', message: 'E-mail' })}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {links.isSuccess && <StatusMessage>{links.data.message}</StatusMessage>}
      {links.isError && <Alert compact message={failureMessage(links.error)} />}
      <Button type="submit" variant="secondary" disabled={links.isPending}>
        {links.isPending ? (
          <Trans id="shop.orders.sending">Sending…</Trans>
        ) : (
          <Trans id="shop.orders.send-links">Send my order links</Trans>
        )}
      </Button>
    </form>
  );
}

/** A guest's order link: with its key when it was opened from the mail, else this browser's own. */
const keptOrderPath = (order: KeptOrder) =>
  order.key
    ? `${paths.order.to(order.reference)}?${new URLSearchParams({ key: order.key }).toString()}`
    : paths.order.to(order.reference);

/** The orders a guest opened on this device, newest first, each with its link; they may forget them here. */
function KeptOrders({ orders, onForget }: { orders: KeptOrder[]; onForget: () => void }) {
  return (
    <section aria-labelledby="kept-orders-heading" className="mb-10">
      <h2 id="kept-orders-heading" className="mb-3 font-display text-xl font-semibold">
        <Trans id="shop.orders.on-this-device">On this device</Trans>
      </h2>
      <ul className="divide-y divide-ink-900/10 border-y border-ink-900/10">
        {orders.map((order) => (
          <li key={order.reference} className="flex flex-wrap items-center justify-between gap-2 py-4">
            <Link to={keptOrderPath(order)} className="font-semibold text-ink-900 hover:underline">
              {order.reference}
            </Link>
            <span className="text-sm text-ink-500">
              <Trans id="shop.order.placed">
                Placed <Timestamp value={order.createdAt} format="day" />
              </Trans>
            </span>
          </li>
        ))}
      </ul>
      <Button variant="quiet" size="sm" className="mt-4" onClick={onForget}>
        <Trans id="shop.kept.forget">Forget this device</Trans>
      </Button>
    </section>
  );
}

/** Forgets every guest order kept here, and their tickets. */
function forgetKeptOrders(orders: readonly KeptOrder[]): void {
  for (const { reference } of orders) {
    forgetOrder(reference);
    forgetTicketsOf({ order: reference });
  }
}

export function OrdersPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const [kept, setKept] = useState(keptOrders);
  const guestKept = user ? [] : kept;
  return (
    <ShopFrame
      title={
        user || guestKept.length > 0
          ? t({ id: 'shop.orders.title', message: 'My orders' })
          : t({ id: 'shop.orders.find-title', message: 'Find my orders' })
      }
    >
      {guestKept.length > 0 && (
        <KeptOrders
          orders={guestKept}
          onForget={() => {
            forgetKeptOrders(guestKept);
            setKept([]);
          }}
        />
      )}
      {user ? <MyOrders /> : <LinksByMail />}
      <p className="mt-8">
        <Link to={paths.tickets.to()} className="font-semibold text-terracotta-600 underline-offset-4 hover:underline">
          <Trans id="shop.tickets.title">My tickets</Trans>
        </Link>
      </p>
    </ShopFrame>
  );
}
