import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TicketType } from '@shared/schemas/catalog';
import { MAX_TICKETS_PER_ORDER } from '@shared/shop';
import { formatNaira } from '@client/lib/i18n/page-formats';
import { QuantityStepper } from '@client/components/shop/quantity-stepper';
import { Button } from '@client/components/ui/button';
import { TicketIcon } from '@client/components/ui/icons';
import { useAddTickets } from '@client/lib/cart/seats-api';
import { AddedToCartNote } from '@client/components/shop/added-to-cart-note';

/** A ticket type says how many seats are left under this many. */
const FEW_SEATS_BELOW = 20;

const salesClosed = (type: TicketType, now: number) => new Date(type.salesEndAt).getTime() <= now;

/** What a ticket type's buyer is told: closed once its sales end, sold out, or the seats left when few. */
function seatsNote(type: TicketType, now: number, i18n: I18n): { text: string; tone: 'closed' | 'few' } | null {
  const { left } = type;
  if (salesClosed(type, now))
    return { text: i18n._(msg({ id: 'catalog.tickets.sales-closed', message: 'Sales closed' })), tone: 'closed' };
  if (left === 0) return { text: i18n._(msg({ id: 'ui.stock.sold-out', message: 'Sold out' })), tone: 'closed' };
  if (left < FEW_SEATS_BELOW)
    return {
      text: i18n._(
        msg({ id: 'catalog.tickets.seats-left', message: plural(left, { one: '# left', other: '# left' }) }),
      ),
      tone: 'few',
    };
  return null;
}

interface TicketTypesProps {
  types: readonly TicketType[];
  now?: number;
  /** Seats chosen by type, with a stepper on each type on sale; without it the list only shows. */
  chosen?: Readonly<Record<string, number>>;
  onChoose?: (typeId: string, quantity: number) => void;
}

/** An event's ticket types with their prices; sales close by themselves when their time comes. */
export function TicketTypes({ types, now: givenNow, chosen, onChoose }: TicketTypesProps) {
  // The time the page was shown, read once: a render stays what it was.
  const [shownAt] = useState(Date.now);
  const now = givenNow ?? shownAt;
  const { i18n, t } = useLingui();
  const ticketsLabel = (typeName: string) => t({ id: 'catalog.tickets.stepper-label', message: `${typeName} tickets` });
  if (types.length === 0) return null;
  const total = Object.values(chosen ?? {}).reduce((sum, quantity) => sum + quantity, 0);
  return (
    <ul className="mt-3 divide-y divide-ink-900/10 rounded-card border border-ink-900/10 bg-white">
      {types.map((type) => {
        const note = seatsNote(type, now, i18n);
        const onSale = note?.tone !== 'closed';
        const value = chosen?.[type.id] ?? 0;
        return (
          <li key={type.id} data-testid="ticket-type" className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
            <span className="flex-1">
              <span className="block font-semibold text-ink-900">{type.name}</span>
              {note && (
                <span
                  className={`text-sm font-semibold ${note.tone === 'closed' ? 'text-danger-700' : 'text-ochre-700'}`}
                >
                  {note.text}
                </span>
              )}
            </span>
            <span className="font-semibold text-ink-900">
              {type.priceKobo === 0 ? <Trans id="catalog.tickets.free">Free</Trans> : formatNaira(type.priceKobo)}
            </span>
            {onChoose && onSale && (
              <QuantityStepper
                label={ticketsLabel(type.name)}
                value={value}
                min={0}
                max={Math.min(type.left, value + MAX_TICKETS_PER_ORDER - total)}
                onChange={(quantity) => onChoose(type.id, quantity)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The event page's tickets: choose seats of each type on sale (at most 10 an order) and put them in the
 * cart with the merch; the same checkout pays for them.
 */
export function TicketPicker({ types }: { types: readonly TicketType[] }) {
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const add = useAddTickets();
  const { t } = useLingui();
  if (types.length === 0) return null;
  const items = Object.entries(chosen)
    .filter(([, quantity]) => quantity > 0)
    .map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity }));
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  const totalKobo = items.reduce(
    (sum, item) => sum + item.quantity * (types.find((type) => type.id === item.ticketTypeId)?.priceKobo ?? 0),
    0,
  );
  const price = formatNaira(totalKobo);
  return (
    <section id="tickets" aria-labelledby="tickets-heading" className="mt-8 scroll-mt-24">
      <h2 id="tickets-heading" className="text-xl font-semibold text-ink-900">
        <Trans id="catalog.tickets.heading">Tickets</Trans>
      </h2>
      <TicketTypes
        types={types}
        chosen={chosen}
        onChoose={(id, quantity) => {
          add.reset();
          setChosen((current) => ({ ...current, [id]: quantity }));
        }}
      />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          variant="accent"
          disabled={count === 0 || add.isPending}
          onClick={() => add.mutate(items, { onSuccess: () => setChosen({}) })}
        >
          <TicketIcon />
          {add.isPending
            ? t({ id: 'ui.add-to-cart.adding', message: 'Adding…' })
            : count === 0
              ? t({ id: 'catalog.tickets.choose', message: 'Choose your tickets' })
              : totalKobo === 0
                ? t({
                    id: 'catalog.tickets.add-free',
                    message: plural(count, {
                      one: 'Add # ticket to cart · Free',
                      other: 'Add # tickets to cart · Free',
                    }),
                  })
                : t({
                    id: 'catalog.tickets.add-priced',
                    message: plural(count, {
                      one: `Add # ticket to cart · ${price}`,
                      other: `Add # tickets to cart · ${price}`,
                    }),
                  })}
        </Button>
        <span className="text-sm text-ink-500">
          <Trans id="catalog.tickets.limit">At most {MAX_TICKETS_PER_ORDER} tickets an order.</Trans>
        </span>
      </div>
      <AddedToCartNote added={add.isSuccess} error={add.error} />
    </section>
  );
}
