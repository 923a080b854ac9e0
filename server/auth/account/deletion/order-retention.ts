// Deleted accounts' orders lose what they no longer need as time passes (order-records.ts): each server
// checks at start and then every hour. Several servers doing it at once is harmless (the same updates).
import type { Db } from '@server/db/database';
import { anonymiseOldOrders, eraseDeliveryDetails, formerMembersOrders } from './order-records';

export const RETENTION_EVERY_MS = 60 * 60 * 1000;

/** One round: delivery details of the orders that closed, then the buyers of the orders six years old. */
export async function applyOrderRetention(db: Db, now = new Date()): Promise<void> {
  await eraseDeliveryDetails(db, formerMembersOrders);
  await anonymiseOldOrders(db, now);
}

/** Starts the rounds; the returned function stops them (at shutdown). A failure is reported, not thrown. */
export function scheduleOrderRetention(
  db: Db,
  onError: (error: unknown) => void,
  everyMs = RETENTION_EVERY_MS,
): () => void {
  const round = () => {
    applyOrderRetention(db).catch(onError);
  };
  round();
  const timer = setInterval(round, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
