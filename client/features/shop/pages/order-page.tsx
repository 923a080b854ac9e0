import { i18n } from '@lingui/core';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@shared/messages';
import { ORDER_STATE_LABELS } from '../lib/order-state-labels';
import type { Order } from '@shared/schemas/shop';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { LoadFailure } from '@client/components/ui/load-failure';
import { Spinner } from '@client/components/ui/spinner';
import { Timestamp } from '@client/components/ui/timestamp';
import { ApiError, NetworkError } from '@client/lib/api/api-errors';
import { useAuth } from '@client/lib/auth/auth-context';
import { failureMessage } from '@client/lib/failure-message';
import { MAIN_ID, paths } from '@client/lib/paths';
import { useOrder } from '../api/get-order';
import { useRetryPayment } from '../api/retry-payment';
import { useBuyAgain } from '../api/buy-again';
import { LineSummary, Totals } from '../components/order-lines';
import { ShopFrame } from '../components/shop-frame';
import { TicketList } from '../components/ticket-card';
import { forgetTicketsOf, keepTickets, keptAccount, keptTicketsOf } from '@client/lib/offline/kept-tickets';
import { forgetOrder, keepOrder } from '@client/lib/offline/kept-orders';
import { KeptOnThisDevice } from '../components/kept-on-this-device';

/** What the buyer can do from the order's page: pay (the button's words), or put its lines back in the cart. */
type Action = { pay: string } | { buyAgain: true } | null;

/** The order's state in the words of its page (its title is the admin's name for it too), and its action. */
function headline(order: Order): { title: string; text: string; action: Action; tone: 'good' | 'wait' | 'bad' } {
  switch (order.orderState) {
    case 'payment_failed':
      return {
        title: i18n._(ORDER_STATE_LABELS.payment_failed),
        text: t({
          id: 'shop.order.payment-failed-text',
          message: 'Your payment did not go through. Nothing was taken: try again.',
        }),
        action: { pay: t({ id: 'shop.order.try-again', message: 'Try again' }) },
        tone: 'bad',
      };
    case 'pending':
      return {
        title: i18n._(ORDER_STATE_LABELS.pending),
        text: t({
          id: 'shop.order.pending-text',
          message:
            'We hold its items for you for 30 minutes after you ordered. A bank transfer or USSD payment can take a few minutes; this page checks again by itself.',
        }),
        action: { pay: i18n._(messages.payNow) },
        tone: 'wait',
      };
    case 'expired':
      return {
        title: i18n._(ORDER_STATE_LABELS.expired),
        text: t({
          id: 'shop.order.expired-text',
          message: 'This order was not paid within 30 minutes, so its items went back on sale. Nothing was taken.',
        }),
        action: { buyAgain: true },
        tone: 'bad',
      };
    case 'cancelled':
      return {
        title: t({ id: 'shop.order.cancelled-title', message: 'Order cancelled' }),
        text: t({
          id: 'shop.order.cancelled-text',
          message: 'This order was cancelled and nothing was charged for it.',
        }),
        action: order.paidAt ? null : { buyAgain: true },
        tone: 'bad',
      };
    case 'paid':
      return order.totalKobo === 0
        ? {
            title: t({ id: 'shop.order.tickets-ready-title', message: 'Your tickets are ready' }),
            text: t({
              id: 'shop.order.tickets-ready-text',
              message: 'Show a ticket’s QR code or its code at the door. A copy is on its way to your e-mail.',
            }),
            action: null,
            tone: 'good',
          }
        : {
            title: i18n._(ORDER_STATE_LABELS.paid),
            text: t({ id: 'shop.order.paid-text', message: 'Thank you! A receipt is on its way to your e-mail.' }),
            action: null,
            tone: 'good',
          };
    case 'shipped':
      return {
        title: i18n._(ORDER_STATE_LABELS.paid),
        text: t({ id: 'shop.order.shipped-text', message: 'Your order is on its way.' }),
        action: null,
        tone: 'good',
      };
    case 'delivered':
      return {
        title: i18n._(ORDER_STATE_LABELS.paid),
        text: t({ id: 'shop.order.delivered-text', message: 'Your order was delivered.' }),
        action: null,
        tone: 'good',
      };
    case 'refund_pending':
      return {
        title: i18n._(ORDER_STATE_LABELS.refund_pending),
        text: t({
          id: 'shop.order.refund-pending-text',
          message: 'We have asked Paystack to pay you back; it usually takes a few days.',
        }),
        action: null,
        tone: 'wait',
      };
    case 'refunded':
      return {
        title: i18n._(ORDER_STATE_LABELS.refunded),
        text: t({ id: 'shop.order.refunded-text', message: 'Your payment has been returned to you.' }),
        action: null,
        tone: 'good',
      };
  }
}

const TONE = {
  good: 'bg-forest-600 text-cream-50',
  wait: 'bg-ochre-300 text-ink-900',
  bad: 'bg-danger-50 text-danger-700 ring-1 ring-danger-200',
};

/** One order, for its buyer: arriving back from Paystack, from the receipt's link, or from "My orders". */
export function OrderPage() {
  const { t } = useLingui();
  const orderTitle = (reference: string) => t({ id: 'shop.order.title', message: `Order ${reference}` });
  const { reference = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('key');
  const order = useOrder(reference, key);
  const retry = useRetryPayment(reference, key);
  const buyAgain = useBuyAgain(reference, key);
  const navigate = useNavigate();
  const { user, reachable } = useAuth();
  // A member's copies are their account's; a guest's belong to this order's link.
  const account = user?.uid ?? null;
  const linkEnded = order.error instanceof ApiError && [401, 403, 404].includes(order.error.status);
  // Shown once, kept on this device: the tickets open again without a network, and a guest's order is in
  // My orders with its link.
  useEffect(() => {
    if (!order.data) return;
    keepTickets(account ? { account } : { order: reference }, order.data.tickets);
    if (!account) {
      const { createdAt, fullName } = order.data;
      keepOrder({ reference, key, buyerName: fullName, createdAt });
    }
  }, [order.data, account, reference, key]);
  // The link no longer opens the order: what it showed goes from the device as well.
  useEffect(() => {
    if (!linkEnded) return;
    forgetTicketsOf({ order: reference });
    forgetOrder(reference);
  }, [linkEnded, reference]);

  // Back from Paystack (a new page load, which the app's navigation focus leaves alone): the order's heading
  // takes focus, as a screen reached inside the app does.
  const backFromPaystack = search.has('trxref');
  const loaded = order.data !== undefined;
  useEffect(() => {
    if (!backFromPaystack || !loaded) return;
    const heading = document.getElementById(MAIN_ID)?.querySelector<HTMLElement>('h1');
    if (!heading || document.activeElement?.closest(`#${MAIN_ID}`)) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [backFromPaystack, loaded]);

  if (order.isPending) return <Spinner className="py-section" />;
  if (order.isError) {
    const lastMember = account ?? (reachable ? null : keptAccount());
    const offline =
      order.error instanceof NetworkError
        ? keptTicketsOf({ order: reference }, ...(lastMember ? [{ account: lastMember }] : [])).filter(
            (ticket) => ticket.orderReference === reference,
          )
        : [];
    if (offline.length > 0) {
      return (
        <ShopFrame title={orderTitle(reference)}>
          <Alert
            message={t({
              id: 'shop.tickets.offline',
              message: 'You are offline: these are the tickets kept on this device.',
            })}
          />
          <div className="mt-6">
            <TicketList tickets={offline} />
          </div>
        </ShopFrame>
      );
    }
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <ShopFrame
        title={
          missing
            ? t({ id: 'shop.order.not-found-title', message: 'Order not found' })
            : t({ id: 'shop.order.your-order', message: 'Your order' })
        }
      >
        {missing ? (
          <div className="space-y-4 text-ink-700">
            <p>
              <Trans id="shop.order.not-found-text">
                We could not find that order on this device. Open it from the link in your receipt, or ask for your
                orders’ links by e-mail.
              </Trans>
            </p>
            <ButtonLink to={paths.orders.to()} variant="secondary">
              <Trans id="shop.orders.find-title">Find my orders</Trans>
            </ButtonLink>
          </div>
        ) : (
          <LoadFailure
            message={t({ id: 'shop.order.load-failed', message: 'Failed to load your order. Please try again.' })}
            query={order}
          />
        )}
      </ShopFrame>
    );
  }
  const data = order.data;
  const state = headline(data);
  const { carrier, trackingNumber, pickupPoint } = data;
  const deliveryLabel =
    data.fulfilment === 'none'
      ? null
      : data.fulfilment === 'pickup'
        ? t({ id: 'shop.fulfilment.pickup', message: 'Pickup' })
        : t({ id: 'shop.fulfilment.delivery', message: 'Delivery' });
  return (
    <ShopFrame title={orderTitle(data.reference)}>
      <section className={`rounded-card p-6 ${TONE[state.tone]}`} aria-live="polite">
        <h2 className="font-display text-2xl font-semibold" data-testid="order-status">
          {state.title}
        </h2>
        <p className="mt-2">{state.text}</p>
        {state.action && 'pay' in state.action && (
          <Button
            variant={state.tone === 'bad' ? 'primary' : 'secondary'}
            className="mt-4"
            disabled={retry.isPending}
            onClick={() =>
              retry.mutate(undefined, { onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl) })
            }
          >
            {retry.isPending
              ? t({ id: 'shop.order.checking-payment', message: 'Checking your payment…' })
              : state.action.pay}
          </Button>
        )}
        {state.action && 'buyAgain' in state.action && (
          <Button
            variant="primary"
            className="mt-4"
            disabled={buyAgain.isPending}
            onClick={() =>
              buyAgain.mutate(undefined, {
                onSuccess: ({ missing }) =>
                  void navigate(paths.cart.to(), { state: missing.length > 0 ? { missing } : null }),
              })
            }
          >
            {i18n._(messages.buyAgain)}
          </Button>
        )}
        {buyAgain.isError && <Alert compact className="mt-4" message={failureMessage(buyAgain.error)} />}
        {retry.isError && <Alert compact className="mt-4" message={failureMessage(retry.error)} />}
      </section>
      {data.tickets.length > 0 && (
        <section className="mt-8" aria-labelledby="tickets-heading">
          <h2 id="tickets-heading" className="mb-3 font-display text-xl font-semibold">
            <Trans id="shop.order.your-tickets">Your tickets</Trans>
          </h2>
          <TicketList tickets={data.tickets} />
          <KeptOnThisDevice reference={data.reference} forgettable={!account} />
        </section>
      )}
      {carrier && (
        <p className="mt-6 text-ink-700">
          <Trans id="shop.order.sent-with">
            Sent with {carrier}, tracking number <strong>{trackingNumber}</strong>.
          </Trans>
        </p>
      )}
      <div className="mt-8 grid gap-8 sm:grid-cols-2">
        <div>
          <h2 className="mb-2 font-display text-xl font-semibold">
            <Trans id="shop.order.items">Items</Trans>
          </h2>
          <LineSummary lines={data.lines.map((line, index) => ({ ...line, key: String(index) }))} />
          <div className="mt-4">
            <Totals {...data} deliveryLabel={deliveryLabel} />
          </div>
        </div>
        <div className="text-ink-700">
          <h2 className="mb-2 font-display text-xl font-semibold text-ink-900">
            {deliveryLabel ?? t({ id: 'shop.order.buyer', message: 'Buyer' })}
          </h2>
          <p>{data.fullName}</p>
          {data.phone && <p>{data.phone}</p>}
          <p>{data.email}</p>
          {data.fulfilment === 'pickup' && (
            <p className="mt-2">
              <Trans id="shop.pickup.collect-from">Collect it from: {pickupPoint}</Trans>
            </p>
          )}
          {data.fulfilment === 'delivery' && (
            <p className="mt-2">
              {data.address}, {data.city}, {data.state}
            </p>
          )}
          <p className="mt-4 text-sm text-ink-500">
            <Trans id="shop.order.placed">
              Placed <Timestamp value={data.createdAt} format="day" />
            </Trans>
          </p>
        </div>
      </div>
    </ShopFrame>
  );
}
