// Why a cart's line or seats cannot be bought as they are: the cart's answer holds a code (and the values it
// needs are the line's own: its names, the units or seats left), and whoever shows it words it in the reader's
// language (docs/decisions/015-translations.md). The same texts refuse an item added beyond what is left.
import type { MessageDescriptor } from '@lingui/core';
import { withValues } from './texts';

/** What is wrong with a line of goods: none left, or fewer than it holds (its maxQuantity). */
export const CART_LINE_PROBLEMS = ['sold_out', 'few_left'] as const;
export type CartLineProblem = (typeof CART_LINE_PROBLEMS)[number];
/** What is wrong with seats: the event is cancelled, its sales closed, none left, or fewer than asked (`left`). */
export const CART_TICKET_PROBLEMS = ['event_cancelled', 'sales_closed', 'sold_out', 'few_left'] as const;
export type CartTicketProblem = (typeof CART_TICKET_PROBLEMS)[number];

// An item or a ticket type that is no longer to be had as asked: `label` is "Talking Drum Tee (M)".
export const soldOut = (label: string): MessageDescriptor =>
  withValues(/*i18n*/ { id: 'shop.error.sold-out', message: '{label} is sold out.' }, { label });
export const eventCancelled = (name: string): MessageDescriptor =>
  withValues(/*i18n*/ { id: 'shop.error.event-cancelled', message: '{name} is cancelled.' }, { name });
export const salesClosed = (label: string): MessageDescriptor =>
  withValues(/*i18n*/ { id: 'shop.error.sales-closed', message: 'Sales of {label} have closed.' }, { label });
export const unitsLeft = (label: string, left: number): MessageDescriptor =>
  withValues(
    /*i18n*/ {
      id: 'shop.error.units-left',
      message: '{left, plural, one {Only {left} of {label} is left.} other {Only {left} of {label} are left.}}',
    },
    { label, left },
  );
export const seatsLeft = (label: string, left: number): MessageDescriptor =>
  withValues(
    /*i18n*/ {
      id: 'shop.error.seats-left',
      message:
        '{left, plural, one {Only {left} seat of {label} is left.} other {Only {left} seats of {label} are left.}}',
    },
    { label, left },
  );

/** A line's label: "Talking Drum Tee (M)", or the product's name when it is sold as one thing. */
export const lineLabel = (name: string, variantName: string | null) =>
  variantName === null ? name : `${name} (${variantName})`;
/** Seats' label: "Felabration (VIP)". */
export const ticketLabel = (eventName: string, typeName: string) => `${eventName} (${typeName})`;

/** The text of a line's problem, or null when it has none. */
export function cartLineProblemText(line: {
  problemCode: CartLineProblem | null;
  name: string;
  variantName: string | null;
  maxQuantity: number;
}): MessageDescriptor | null {
  const label = lineLabel(line.name, line.variantName);
  if (line.problemCode === 'sold_out') return soldOut(label);
  if (line.problemCode === 'few_left') return unitsLeft(label, line.maxQuantity);
  return null;
}

/** The text of seats' problem, or null when they have none. */
export function cartTicketProblemText(ticket: {
  problemCode: CartTicketProblem | null;
  eventName: string;
  typeName: string;
  left: number;
}): MessageDescriptor | null {
  const label = ticketLabel(ticket.eventName, ticket.typeName);
  switch (ticket.problemCode) {
    case 'event_cancelled':
      return eventCancelled(ticket.eventName);
    case 'sales_closed':
      return salesClosed(label);
    case 'sold_out':
      return soldOut(label);
    case 'few_left':
      return seatsLeft(label, ticket.left);
    default:
      return null;
  }
}
