import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { forgetTicketsOf } from '@client/lib/offline/kept-tickets';

/** On a shared or borrowed phone, a guest removes the order's tickets kept here for the door. */
export function ForgetThisDevice({ reference }: { reference: string }) {
  const [forgotten, setForgotten] = useState(false);
  if (forgotten) {
    return (
      <p className="mt-3 text-sm text-ink-700" role="status">
        This device no longer keeps these tickets. They are still in your receipt e-mail.
      </p>
    );
  }
  return (
    <Button
      variant="secondary"
      className="mt-3"
      onClick={() => {
        forgetTicketsOf({ order: reference });
        setForgotten(true);
      }}
    >
      Forget this device
    </Button>
  );
}
