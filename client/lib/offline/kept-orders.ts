// The orders a guest has opened on this device, so that My orders lists them (with their links) and My
// tickets can ask the server for their tickets' state. Like the kept tickets (kept-tickets.ts) they belong
// to the order's link: they go with "Forget this device", when the link stops answering, or when a member
// signs in on the device (SECURITY.md, M2). A member's orders come from their account instead.
import { KEPT_ORDERS_KEY } from './offline-copies';

export interface KeptOrder {
  reference: string;
  /** The link's secret when the order was opened from its mail; null when this browser placed it. */
  key: string | null;
  /** The name the guest gave: their next checkout on this device is filled in with it. */
  buyerName: string;
  createdAt: string;
}

/** Enough for any guest; the oldest go first beyond it. */
const MAX_KEPT = 50;

function readAll(): KeptOrder[] {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_ORDERS_KEY) ?? '[]') as unknown;
    return Array.isArray(kept)
      ? (kept as Partial<KeptOrder>[]).filter(
          (order): order is KeptOrder => typeof order?.reference === 'string' && typeof order.createdAt === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function writeAll(kept: KeptOrder[]): void {
  try {
    if (kept.length === 0) localStorage.removeItem(KEPT_ORDERS_KEY);
    else localStorage.setItem(KEPT_ORDERS_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or disabled: the order is still in its receipt mail.
  }
}

/** The guest's orders on this device, newest first. */
export function keptOrders(): KeptOrder[] {
  return readAll().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The link of a kept order; a link opened without its key keeps the key seen before. */
export function keptOrderKey(reference: string): string | null {
  return readAll().find((order) => order.reference === reference)?.key ?? null;
}

/** Keeps an order a guest was just shown. */
export function keepOrder(order: KeptOrder): void {
  const others = readAll().filter((kept) => kept.reference !== order.reference);
  const key = order.key ?? keptOrderKey(order.reference);
  writeAll([...others, { ...order, key }].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).slice(-MAX_KEPT));
}

/** Forgets one order: "Forget this device", or a link that no longer answers. */
export function forgetOrder(reference: string): void {
  writeAll(readAll().filter((kept) => kept.reference !== reference));
}
