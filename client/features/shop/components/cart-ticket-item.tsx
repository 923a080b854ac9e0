import { useLingui } from '@lingui/react/macro';
import type { CartTicket } from '@shared/schemas/shop';
import { cartTicketProblemText } from '@shared/cart-problems';
import { formatNaira } from '@client/lib/i18n/page-formats';
import { useRemoveSeats, useSetSeats } from '@client/lib/cart/seats-api';
import { formatEventTime } from '@client/lib/event-time';
import { paths } from '@client/lib/paths';
import { CartItem } from './cart-item';

/** Seats of one ticket type in the cart: the event, when and where, the type, its price and how many. */
export function CartTicketItem({ ticket }: { ticket: CartTicket }) {
  const setSeats = useSetSeats();
  const remove = useRemoveSeats();
  const { t, i18n } = useLingui();
  const { eventName, typeName, venue } = ticket;
  const problem = cartTicketProblemText(ticket);
  const time = formatEventTime(ticket.startsAt, null);
  const price = formatNaira(ticket.unitPriceKobo);
  return (
    <CartItem
      testId="cart-ticket"
      name={ticket.eventName}
      imageUrl={ticket.imageUrl}
      image={ticket.image}
      to={paths.event.to(ticket.eventSlug)}
      total={
        ticket.lineTotalKobo === 0 ? t({ id: 'shop.price.free', message: 'Free' }) : formatNaira(ticket.lineTotalKobo)
      }
      detail={
        ticket.unitPriceKobo === 0
          ? t({ id: 'shop.cart.ticket-detail-free', message: `${typeName} ticket · ${time} · ${venue} · free` })
          : t({ id: 'shop.cart.ticket-detail', message: `${typeName} ticket · ${time} · ${venue} · ${price} each` })
      }
      unitPriceKobo={ticket.unitPriceKobo}
      previousPriceKobo={ticket.previousPriceKobo}
      problem={problem && i18n._(problem)}
      label={t({ id: 'shop.cart.ticket-label', message: `${eventName} (${typeName}) tickets` })}
      quantity={ticket.quantity}
      maxQuantity={ticket.maxQuantity}
      busy={setSeats.isPending || remove.isPending}
      failure={setSeats.error ?? remove.error}
      onQuantity={(quantity) => setSeats.mutate({ ticketTypeId: ticket.ticketTypeId, quantity })}
      onRemove={() => remove.mutate({ ticketTypeId: ticket.ticketTypeId })}
    />
  );
}
