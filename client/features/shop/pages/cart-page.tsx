import { Link } from 'react-router';
import type { CartLine } from '@shared/schemas/shop';
import { formatNaira } from '@shared/money';
import { Alert } from '@client/components/ui/alert';
import { ArtImage } from '@client/components/ui/art-image';
import { ButtonLink } from '@client/components/ui/button-link';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadFailure } from '@client/components/ui/load-failure';
import { Spinner } from '@client/components/ui/spinner';
import { useCart, useRemoveLine, useSetQuantity } from '@client/lib/cart/cart-api';
import { failureMessage } from '@client/lib/failure-message';
import { paths } from '@client/lib/paths';
import { QuantityStepper } from '@client/components/shop/quantity-stepper';
import { ShopFrame } from '../components/shop-frame';
import { Totals } from '../components/order-lines';
import { CartTicketItem } from '../components/cart-ticket-item';

function CartLineItem({ line }: { line: CartLine }) {
  const setQuantity = useSetQuantity();
  const remove = useRemoveLine();
  const busy = setQuantity.isPending || remove.isPending;
  const label = line.variantName ? `${line.name} (${line.variantName})` : line.name;
  const failure = setQuantity.error ?? remove.error;
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      <ArtImage
        src={line.imageUrl}
        alt=""
        name={line.name}
        width={96}
        height={96}
        className="size-20 shrink-0 rounded-xl sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <Link
            to={paths.product.to(line.slug)}
            className="font-display text-lg font-semibold text-ink-900 hover:underline"
          >
            {line.name}
          </Link>
          <span className="font-semibold text-ink-900">{formatNaira(line.lineTotalKobo)}</span>
        </div>
        <p className="text-sm text-ink-500">
          {line.artist}
          {line.variantName && <> · Size {line.variantName}</>} · {formatNaira(line.unitPriceKobo)} each
        </p>
        {line.previousPriceKobo !== null && (
          <p className="text-sm text-ochre-700">
            The price changed from {formatNaira(line.previousPriceKobo)} to {formatNaira(line.unitPriceKobo)}.
          </p>
        )}
        {line.problem && <p className="text-sm font-semibold text-danger-700">{line.problem}</p>}
        <div className="flex items-center gap-4">
          <QuantityStepper
            label={label}
            value={line.quantity}
            max={Math.max(line.maxQuantity, 1)}
            disabled={busy}
            onChange={(quantity) => setQuantity.mutate({ variantId: line.variantId, quantity })}
          />
          <button
            type="button"
            className="text-sm font-semibold text-ink-500 underline-offset-4 hover:text-danger-700 hover:underline"
            disabled={busy}
            onClick={() => remove.mutate({ variantId: line.variantId })}
            aria-label={`Remove ${label}`}
          >
            Remove
          </button>
        </div>
        {failure && <Alert compact message={failureMessage(failure)} />}
      </div>
    </li>
  );
}

/** The cart: its lines, the sums in naira, and the way to checkout; an empty cart points to the marketplace. */
export function CartPage() {
  const cart = useCart();
  if (cart.isPending) return <Spinner className="py-section" />;
  if (cart.isError) {
    return (
      <ShopFrame title="Your cart">
        <LoadFailure message="Failed to load your cart. Please try again." query={cart} />
      </ShopFrame>
    );
  }
  const { lines, tickets } = cart.data;
  if (lines.length + tickets.length === 0) {
    return (
      <ShopFrame title="Your cart">
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
