// Tickets shown once stay readable on this device when the network drops: each screen that shows tickets
// keeps them here (by code), and "My tickets" and the order page fall back on them. A voided or
// checked-in ticket replaces its earlier copy.
import type { Ticket } from '@shared/schemas/shop';
import { KEPT_TICKETS_KEY as STORAGE_KEY } from '@client/lib/offline/offline-copies';
/** Enough for any fan; the oldest events go first beyond it. */
const MAX_KEPT = 200;

export function keptTickets(): Ticket[] {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(kept) ? (kept as Ticket[]) : [];
  } catch {
    return [];
  }
}

export function keepTickets(tickets: readonly Ticket[]): void {
  if (tickets.length === 0) return;
  const byCode = new Map(keptTickets().map((ticket) => [ticket.code, ticket]));
  for (const ticket of tickets) byCode.set(ticket.code, ticket);
  const all = [...byCode.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt)).slice(-MAX_KEPT);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or disabled: the tickets are still on screen and in the receipt mail.
  }
}
