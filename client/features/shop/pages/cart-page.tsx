import { Alert } from '@client/components/ui/alert';
import { useLocation } from 'react-router';
import type { CartLine } from '@shared/schemas/shop';
import { formatNaira } from '@shared/money';
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
  return (
    <CartItem
      testId="cart-line"
      name={line.name}
      imageUrl={line.imageUrl}
      image={line.image}
      to={paths.product.to(line.slug)}
      total={formatNaira(line.lineTotalKobo)}
      detail={
        <>
          {line.artist}
          {line.variantName && <> · Size {line.variantName}</>} · {formatNaira(line.unitPriceKobo)} each
        </>
      }
      unitPriceKobo={line.unitPriceKobo}
      previousPriceKobo={line.previousPriceKobo}
      problem={line.problem}
      label={line.variantName ? `${line.name} (${line.variantName})` : line.name}
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
  const missing = (useLocation().state as { missing?: string[] } | null)?.missing;
  if (!missing?.length) return null;
  return <Alert compact className="mb-6" message={`No longer available, so not put back: ${missing.join(', ')}.`} />;
}

/** The cart: its lines, the sums in naira, and the way to checkout; an empty cart points to the marketplace. */
export function CartPage() {
  const cart = useCart();
  if (cart.isPending) return <Spinner className="py-section" />;
  if (cart.isError) {
    return (
      <ShopFrame title="Your cart">
        <AwaitingPaymentNotice />
        <LoadFailure message="Failed to load your cart. Please try again." query={cart} />
      </ShopFrame>
    );
  }
  const { lines, tickets } = cart.data;
  if (lines.length + tickets.length === 0) {
    return (
      <ShopFrame title="Your cart">
        <AwaitingPaymentNotice />
        <EmptyState
          title="Your cart is empty"
          description="Records, prints and tees from African artists wait in the marketplace, and tickets on the events’ pages."
        />
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.music.to()} variant="secondary">
            Browse the marketplace
          </ButtonLink>
          <ButtonLink to={paths.events.to()} variant="secondary">
            See upcoming events
          </ButtonLink>
        </div>
      </ShopFrame>
    );
  }
  const blocked = [...lines, ...tickets].some((line) => line.problem !== null);
  return (
    <ShopFrame title="Your cart" wide>
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
          <h2 className="mb-4 font-display text-xl font-semibold">Summary</h2>
          <Totals {...cart.data} deliveryLabel={lines.length > 0 ? 'Delivery (from)' : null} />
          {lines.length > 0 && (
            <p className="mt-3 text-xs text-ink-500">
              Delivery depends on your state, and pickup is free where offered.
            </p>
          )}
          {blocked && (
            <p className="mt-4 text-sm font-semibold text-danger-700">Change the lines marked above to go on.</p>
          )}
          <ButtonLink
            to={paths.checkout.to()}
            variant="primary"
            className={`mt-6 w-full ${blocked ? 'pointer-events-none opacity-50' : ''}`}
            aria-disabled={blocked}
          >
            Checkout
          </ButtonLink>
        </aside>
      </div>
    </ShopFrame>
  );
}
