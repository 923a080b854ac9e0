import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { BagIcon } from '@client/components/ui/icons';
import { useAddToCart } from '@client/lib/cart/cart-api';
import { failureMessage } from '@client/lib/failure-message';
import { paths } from '@client/lib/paths';

interface AddToCartButtonProps {
  /** The variant to add; null when the buyer must first choose one. */
  variantId: string | null;
  soldOut: boolean;
  className?: string;
}

/** Adds one of a variant, says "Added to cart" with a link to it, and says why when the server refused. */
export function AddToCartButton({ variantId, soldOut, className = '' }: AddToCartButtonProps) {
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
        {soldOut ? 'Sold out' : add.isPending ? 'Adding…' : 'Add to Cart'}
      </Button>
      <p aria-live="polite" className="mt-2 text-sm empty:hidden">
        {add.isSuccess && (
          <>
            Added to cart.{' '}
            <Link to={paths.cart.to()} className="font-semibold underline underline-offset-4">
              View cart
            </Link>
          </>
        )}
        {add.isError && <span className="font-semibold text-danger-700">{failureMessage(add.error)}</span>}
      </p>
    </div>
  );
}
