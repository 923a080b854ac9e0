// Tickets shown once stay readable on this device when the network drops, for the door. A ticket code is a
// bearer credential, so each kept copy belongs to whoever was shown it: a member's account, or a guest's
// order link. A member's copies go when their session ends (sign-out here, or anywhere: checked each time
// the app learns who is signed in), and no other account ever sees them; a guest's go with "Forget this
// device", when the order's link stops answering, or when a member signs in here (SECURITY.md).
import type { Ticket } from '@shared/schemas/shop';
import { KEPT_TICKETS_KEY } from './offline-copies';

/** Whose copies: the signed-in member's account (its id), or a guest's order (its reference). */
export type TicketOwner = { account: string } | { order: string };

interface KeptTicket {
  owner: string;
  ticket: Ticket;
}

/** Enough for any fan; the oldest events go first beyond it. */
const MAX_KEPT = 200;

const ownerKey = (owner: TicketOwner) => ('account' in owner ? `account:${owner.account}` : `order:${owner.order}`);
const isAccountCopy = (kept: KeptTicket) => kept.owner.startsWith('account:');

/** Every kept copy; copies of an older format, whose owner is unknown, are never shown. */
function readAll(): KeptTicket[] {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_TICKETS_KEY) ?? '[]') as unknown;
    return Array.isArray(kept)
      ? (kept as Partial<KeptTicket>[]).filter(
          (entry): entry is KeptTicket => typeof entry?.owner === 'string' && typeof entry.ticket === 'object',
        )
      : [];
  } catch {
    return [];
  }
}

function writeAll(kept: KeptTicket[]): void {
  try {
    if (kept.length === 0) localStorage.removeItem(KEPT_TICKETS_KEY);
    else localStorage.setItem(KEPT_TICKETS_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or disabled: the tickets are still on screen and in the receipt mail.
  }
}

/** The copies an owner may see. */
export function keptTicketsOf(...owners: TicketOwner[]): Ticket[] {
  const keys = new Set(owners.map(ownerKey));
  return readAll()
    .filter((kept) => keys.has(kept.owner))
    .map((kept) => kept.ticket);
}

/** The guests' copies: what a signed-out visitor on this device has been shown from order links. */
export function guestTickets(): Ticket[] {
  return readAll()
    .filter((kept) => !isAccountCopy(kept))
    .map((kept) => kept.ticket);
}

/** The account whose copies this device keeps (at most one, see settleKeptTickets): the offline door's. */
export function keptAccount(): string | null {
  return readAll().find(isAccountCopy)?.owner.slice('account:'.length) ?? null;
}

/** Keeps the tickets just shown to an owner; a newer copy of a ticket (voided, checked in) replaces the older. */
export function keepTickets(owner: TicketOwner, tickets: readonly Ticket[]): void {
  if (tickets.length === 0) return;
  const key = ownerKey(owner);
  const byCode = new Map(readAll().map((kept) => [`${kept.owner} ${kept.ticket.code}`, kept]));
  for (const ticket of tickets) byCode.set(`${key} ${ticket.code}`, { owner: key, ticket });
  writeAll([...byCode.values()].sort((a, b) => a.ticket.startsAt.localeCompare(b.ticket.startsAt)).slice(-MAX_KEPT));
}

/** Forgets an owner's copies: "Forget this device", or an order link that no longer answers. */
export function forgetTicketsOf(owner: TicketOwner): void {
  const key = ownerKey(owner);
  writeAll(readAll().filter((kept) => kept.owner !== key));
}

/**
 * The server has said who is signed in (null: nobody). Only that member's copies stay: another account's
 * session has ended, here or elsewhere; and once a member signs in, guests' copies go too.
 */
export function settleKeptTickets(account: string | null): void {
  const key = account === null ? null : ownerKey({ account });
  writeAll(readAll().filter((kept) => (key === null ? !isAccountCopy(kept) : kept.owner === key)));
}
