import { BagIcon } from '@client/components/ui/icons';
import { cartLabel, useCart } from '@client/lib/cart/cart-api';
import { paths } from '@client/lib/paths';
import { HeaderIconLink } from './header-icon-link';

/** The header's cart: a bag with the number of items, named for screen readers ("Cart, 2 items"). */
export function CartLink({ onNavigate }: { onNavigate?: () => void }) {
  const count = useCart().data?.count ?? 0;
  return (
    <HeaderIconLink
      to={paths.cart.to()}
      label={cartLabel(count)}
      icon={<BagIcon className="size-6" />}
      count={count}
      badgeClassName="bg-ochre-400 text-ink-900"
      testId="cart-link"
      onNavigate={onNavigate}
    />
  );
}
