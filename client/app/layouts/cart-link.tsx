import { Link } from 'react-router';
import { BagIcon } from '@client/components/ui/icons';
import { cartLabel, useCart } from '@client/lib/cart/cart-api';
import { paths } from '@client/lib/paths';

/** The header's cart: a bag with the number of items, named for screen readers ("Cart, 2 items"). */
export function CartLink({ onNavigate }: { onNavigate?: () => void }) {
  const count = useCart().data?.count ?? 0;
  return (
    <Link
      to={paths.cart.to()}
      onClick={onNavigate}
      aria-label={cartLabel(count)}
      data-testid="cart-link"
      className="relative inline-flex size-11 items-center justify-center rounded-pill text-cream-50 transition hover:bg-cream-50/10"
    >
      <BagIcon className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 min-w-5 rounded-pill bg-ochre-400 px-1 text-center text-xs leading-5 font-bold text-ink-900"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
