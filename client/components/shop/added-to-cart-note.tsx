import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { failureMessage } from '@client/lib/failure-message';
import { paths } from '@client/lib/paths';

/** Under an add button: "Added to cart. View cart", or why the server refused; announced as it changes. */
export function AddedToCartNote({ added, error }: { added: boolean; error: unknown }) {
  return (
    <p aria-live="polite" className="mt-2 text-sm empty:hidden">
      {added && (
        <Trans id="ui.add-to-cart.added">
          Added to cart.{' '}
          <Link to={paths.cart.to()} className="font-semibold underline underline-offset-4">
            View cart
          </Link>
        </Trans>
      )}
      {error ? <span className="font-semibold text-danger-700">{failureMessage(error)}</span> : null}
    </p>
  );
}
