import { Link } from 'react-router';
import type { CartTicket } from '@shared/schemas/shop';
import { formatNaira } from '@shared/money';
import { Alert } from '@client/components/ui/alert';
import { ArtImage } from '@client/components/ui/art-image';
import { useRemoveSeats, useSetSeats } from '@client/lib/cart/cart-api';
import { failureMessage } from '@client/lib/failure-message';
import { paths } from '@client/lib/paths';
import { formatEventTime } from '@client/features/catalog/lib/event-time';
import { QuantityStepper } from '@client/components/shop/quantity-stepper';

/** Seats of one ticket type in the cart: the event, when and where, the type, its price and how many. */
export function CartTicketItem({ ticket }: { ticket: CartTicket }) {
  const setSeats = useSetSeats();
  const remove = useRemoveSeats();
  const busy = setSeats.isPending || remove.isPending;
  const label = `${ticket.eventName} (${ticket.typeName})`;
  const failure = setSeats.error ?? remove.error;
  return (
    <li className="flex gap-4 py-5" data-testid="cart-ticket">
      <ArtImage
        src={ticket.imageUrl}
        alt=""
        name={ticket.eventName}
        width={96}
        height={96}
        className="size-20 shrink-0 rounded-xl sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <Link
            to={paths.event.to(ticket.eventSlug)}
            className="font-display text-lg font-semibold text-ink-900 hover:underline"
          >
            {ticket.eventName}
          </Link>
          <span className="font-semibold text-ink-900">
            {ticket.lineTotalKobo === 0 ? 'Free' : formatNaira(ticket.lineTotalKobo)}
          </span>
        </div>
        <p className="text-sm text-ink-500">
          {ticket.typeName} ticket · {formatEventTime(ticket.startsAt, null)} · {ticket.venue} ·{' '}
          {ticket.unitPriceKobo === 0 ? 'free' : `${formatNaira(ticket.unitPriceKobo)} each`}
        </p>
        {ticket.previousPriceKobo !== null && (
          <p className="text-sm text-ochre-700">
            The price changed from {formatNaira(ticket.previousPriceKobo)} to {formatNaira(ticket.unitPriceKobo)}.
          </p>
        )}
        {ticket.problem && <p className="text-sm font-semibold text-danger-700">{ticket.problem}</p>}
        <div className="flex items-center gap-4">
          <QuantityStepper
            label={`${label} tickets`}
            value={ticket.quantity}
            max={Math.max(ticket.maxQuantity, 1)}
            disabled={busy}
            onChange={(quantity) => setSeats.mutate({ ticketTypeId: ticket.ticketTypeId, quantity })}
          />
          <button
            type="button"
            className="text-sm font-semibold text-ink-500 underline-offset-4 hover:text-danger-700 hover:underline"
            disabled={busy}
            onClick={() => remove.mutate({ ticketTypeId: ticket.ticketTypeId })}
            aria-label={`Remove ${label} tickets`}
          >
            Remove
          </button>
        </div>
        {failure && <Alert compact message={failureMessage(failure)} />}
      </div>
    </li>
  );
}
