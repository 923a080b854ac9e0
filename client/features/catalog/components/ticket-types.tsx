import { useState } from 'react';
import type { TicketType } from '@shared/schemas/catalog';
import { formatNaira } from '@shared/money';

/** A ticket type says how many seats are left under this many. */
const FEW_SEATS_BELOW = 20;

/** What a ticket type's buyer is told: closed once its sales end, sold out, or the seats left when few. */
function seatsNote(type: TicketType, now: number): { text: string; tone: 'closed' | 'few' } | null {
  if (new Date(type.salesEndAt).getTime() <= now) return { text: 'Sales closed', tone: 'closed' };
  if (type.left === 0) return { text: 'Sold out', tone: 'closed' };
  if (type.left < FEW_SEATS_BELOW) return { text: `${type.left} left`, tone: 'few' };
  return null;
}

/** An event's ticket types with their prices; sales close by themselves when their time comes. */
export function TicketTypes({ types, now: givenNow }: { types: readonly TicketType[]; now?: number }) {
  // The time the page was shown, read once: a render stays what it was.
  const [shownAt] = useState(Date.now);
  const now = givenNow ?? shownAt;
  if (types.length === 0) return null;
  return (
    <section aria-labelledby="tickets-heading" className="mt-8">
      <h2 id="tickets-heading" className="text-xl font-semibold text-ink-900">
        Tickets
      </h2>
      <ul className="mt-3 divide-y divide-ink-900/10 rounded-card border border-ink-900/10 bg-white">
        {types.map((type) => {
          const note = seatsNote(type, now);
          return (
            <li key={type.id} data-testid="ticket-type" className="flex items-center justify-between gap-4 px-4 py-3">
              <span>
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
                {type.priceKobo === 0 ? 'Free' : formatNaira(type.priceKobo)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
