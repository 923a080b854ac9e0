import { useState } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Button } from '@client/components/ui/button';
import { forgetOrder } from '@client/lib/offline/kept-orders';
import { forgetTicketsOf } from '@client/lib/offline/kept-tickets';
import { paths } from '@client/lib/paths';

/**
 * Says the order's tickets are kept here for the door; a guest on a shared or borrowed phone may remove them
 * (a member's go when their session ends).
 */
export function KeptOnThisDevice({ reference, forgettable }: { reference: string; forgettable: boolean }) {
  const [forgotten, setForgotten] = useState(false);
  if (forgotten) {
    return (
      <p className="mt-3 text-sm text-ink-700" role="status">
        <Trans id="shop.kept.forgotten">
          This device no longer keeps these tickets. They are still in your receipt e-mail.
        </Trans>
      </p>
    );
  }
  return (
    <>
      <p className="mt-3 text-sm text-ink-500">
        <Trans id="shop.kept.on-this-device">
          Kept on this device: they open in{' '}
          <Link to={paths.tickets.to()} className="font-semibold underline">
            My tickets
          </Link>{' '}
          even without a network.
        </Trans>
      </p>
      {forgettable && (
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => {
            forgetTicketsOf({ order: reference });
            forgetOrder(reference);
            setForgotten(true);
          }}
        >
          <Trans id="shop.kept.forget">Forget this device</Trans>
        </Button>
      )}
    </>
  );
}
