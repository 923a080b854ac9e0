import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@client/components/ui/alert';
import { useLocation } from 'react-router';
import type { CartLine } from '@shared/schemas/shop';
import { cartLineProblemText } from '@shared/cart-problems';
import { formatNaira } from '@client/lib/i18n/page-formats';
import { ButtonLink } from '@client/components/ui/button-link';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadFailure } from '@client/components/ui/load-failure';
import { Spinner } from '@client/components/ui/spinner';
import { useCart, useRemoveLine, useSetQuantity } from '@client/lib/cart/cart-api';
import { paths } from '@client/lib/paths';
import { ShopFrame } from '../components/shop-frame';
import { AwaitingPaymentNotice } from '../components/awaiting-payment-notice';
import { Totals } from '../components/order-lines';
import { CartTicketItem } from '../components/cart-ticket-item';
import { CartItem } from '../components/cart-item';

function CartLineItem({ line }: { line: CartLine }) {
  const setQuantity = useSetQuantity();
  const remove = useRemoveLine();
  const { t, i18n } = useLingui();
  const { artist, variantName, name } = line;
  const problem = cartLineProblemText(line);
  const price = formatNaira(line.unitPriceKobo);
  return (
    <CartItem
      testId="cart-line"
      name={line.name}
      imageUrl={line.imageUrl}
      image={line.image}
      to={paths.product.to(line.slug)}
      total={formatNaira(line.lineTotalKobo)}
      detail={
        variantName
          ? t({ id: 'shop.cart.line-detail-size', message: `${artist} · Size ${variantName} · ${price} each` })
          : t({ id: 'shop.cart.line-detail', message: `${artist} · ${price} each` })
      }
      unitPriceKobo={line.unitPriceKobo}
      previousPriceKobo={line.previousPriceKobo}
      problem={problem && i18n._(problem)}
      label={variantName ? t({ id: 'shop.cart.line-label', message: `${name} (${variantName})` }) : name}
      quantity={line.quantity}
      maxQuantity={line.maxQuantity}
      busy={setQuantity.isPending || remove.isPending}
      failure={setQuantity.error ?? remove.error}
      onQuantity={(quantity) => setQuantity.mutate({ variantId: line.variantId, quantity })}
      onRemove={() => remove.mutate({ variantId: line.variantId })}
    />
  );
}

/** After "Buy again": what of the order could not come back (gone, sold out, no longer on sale). */
function BoughtAgainNotice() {
  const { t } = useLingui();
  const missing = (useLocation().state as { missing?: string[] } | null)?.missing;
  if (!missing?.length) return null;
  const names = missing.join(', ');
  return (
    <Alert
      compact
      className="mb-6"
      message={t({ id: 'shop.cart.not-put-back', message: `No longer available, so not put back: ${names}.` })}
    />
  );
}

/** The cart: its lines, the sums in naira, and the way to checkout; an empty cart points to the marketplace. */
export function CartPage() {
  const { t } = useLingui();
  const cart = useCart();
  const title = t({ id: 'shop.cart.title', message: 'Your cart' });
  if (cart.isPending) return <Spinner className="py-section" />;
  if (cart.isError) {
    return (
      <ShopFrame title={title}>
        <AwaitingPaymentNotice />
        <LoadFailure
          message={t({ id: 'shop.cart.load-failed', message: 'Failed to load your cart. Please try again.' })}
          query={cart}
        />
      </ShopFrame>
    );
  }
  const { lines, tickets } = cart.data;
  if (lines.length + tickets.length === 0) {
    return (
      <ShopFrame title={title}>
        <AwaitingPaymentNotice />
        <EmptyState
          title={t({ id: 'shop.cart.empty-title', message: 'Your cart is empty' })}
          description={t({
            id: 'shop.cart.empty-description',
            message:
              'Records, prints and tees from African artists wait in the marketplace, and tickets on the events’ pages.',
          })}
        />
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.music.to()} variant="secondary">
            <Trans id="shop.cart.browse-marketplace">Browse the marketplace</Trans>
          </ButtonLink>
          <ButtonLink to={paths.events.to()} variant="secondary">
            <Trans id="shop.see-upcoming-events">See upcoming events</Trans>
          </ButtonLink>
        </div>
      </ShopFrame>
    );
  }
  const blocked = [...lines, ...tickets].some((line) => line.problemCode !== null);
  return (
    <ShopFrame title={title} wide>
      <AwaitingPaymentNotice />
      <BoughtAgainNotice />
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <ul className="divide-y divide-ink-900/10 border-y border-ink-900/10">
          {lines.map((line) => (
            <CartLineItem key={line.variantId} line={line} />
          ))}
          {tickets.map((ticket) => (
            <CartTicketItem key={ticket.ticketTypeId} ticket={ticket} />
          ))}
        </ul>
        <aside className="h-fit rounded-card bg-cream-50 p-6 shadow-card ring-1 ring-ink-900/5">
          <h2 className="mb-4 font-display text-xl font-semibold">
            <Trans id="shop.cart.summary">Summary</Trans>
          </h2>
          <Totals
            {...cart.data}
            deliveryLabel={lines.length > 0 ? t({ id: 'shop.cart.delivery-from', message: 'Delivery (from)' }) : null}
          />
          {lines.length > 0 && (
            <p className="mt-3 text-xs text-ink-500">
              <Trans id="shop.cart.delivery-note">
                Delivery depends on your state, and pickup is free where offered.
              </Trans>
            </p>
          )}
          {blocked && (
            <p className="mt-4 text-sm font-semibold text-danger-700">
              <Trans id="shop.cart.blocked">Change the lines marked above to go on.</Trans>
            </p>
          )}
          <ButtonLink
            to={paths.checkout.to()}
            variant="primary"
            className={`mt-6 w-full ${blocked ? 'pointer-events-none opacity-50' : ''}`}
            aria-disabled={blocked}
          >
            <Trans id="shop.cart.checkout">Checkout</Trans>
          </ButtonLink>
        </aside>
      </div>
    </ShopFrame>
  );
}
