// An event's ticket types as the admin dialog writes them: one per line, "name, price in naira, seats,
// sales end": "VIP, 25000, 30" or "Early bird, 5000, 50, 2026-12-01 18:00" (Lagos time). Without a sales
// end, sales close when the event starts.
import { commaLine, commaLines } from './comma-lines';
import { instantToLagosLocal } from './lagos-time';
import { koboToNaira, nairaToKobo } from './money';
import type { TicketTypeInput } from './schemas/admin-catalog';
import type { TicketType } from './schemas/catalog';

/** The lines the dialog shows; a sales end at the event's start is the default, left unsaid. */
export function linesOfTicketTypes(types: readonly TicketType[], eventStartsAt: string): string {
  const start = new Date(eventStartsAt).getTime();
  return types
    .map((type) =>
      commaLine([
        type.name,
        koboToNaira(type.priceKobo),
        type.capacity,
        new Date(type.salesEndAt).getTime() === start ? '' : instantToLagosLocal(type.salesEndAt).replace('T', ' '),
      ]),
    )
    .join('\n');
}

/** A whole number, else NaN so that the schema's check names it. */
const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : Number.NaN);

/** The ticket types the lines describe, without ids (the server knows a type by its name). */
export function ticketTypesFromLines(text: string): TicketTypeInput[] {
  return commaLines(text).map(([name = '', price = '', seats = '', salesEnd = '']) => ({
    name,
    priceKobo: price === '' ? Number.NaN : (nairaToKobo(Number(price.replace(/^₦/, ''))) ?? Number.NaN),
    capacity: wholeNumber(seats),
    ...(salesEnd ? { salesEnd: salesEnd.replace(/^(\S+)\s+/, '$1T') } : {}),
  }));
}
