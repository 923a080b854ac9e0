import { useLingui } from '@lingui/react/macro';
import { Button } from '@client/components/ui/button';
import { BagIcon } from '@client/components/ui/icons';
import { useAddToCart } from '@client/lib/cart/cart-api';
import { AddedToCartNote } from './added-to-cart-note';

interface AddToCartButtonProps {
  /** The variant to add; null when the buyer must first choose one. */
  variantId: string | null;
  soldOut: boolean;
  className?: string;
}

/** Adds one of a variant, says "Added to cart" with a link to it, and says why when the server refused. */
export function AddToCartButton({ variantId, soldOut, className = '' }: AddToCartButtonProps) {
  const { t } = useLingui();
  const add = useAddToCart();
  return (
    <div className={className}>
      <Button
        variant="secondary"
        className="w-full"
        disabled={soldOut || !variantId || add.isPending}
        onClick={() => variantId && add.mutate({ variantId })}
      >
        <BagIcon />
        {soldOut
          ? t({ id: 'ui.stock.sold-out', message: 'Sold out' })
          : add.isPending
            ? t({ id: 'ui.add-to-cart.adding', message: 'Adding…' })
            : t({ id: 'ui.add-to-cart.add', message: 'Add to Cart' })}
      </Button>
      <AddedToCartNote added={add.isSuccess} error={add.error} />
    </div>
  );
}
