// Deleted accounts' orders lose what they no longer need as time passes (order-records.ts): a part of the
// hourly housekeeping round (server/jobs/housekeeping.ts).
import type { Db } from '@server/db/database';
import { anonymiseOldOrders, eraseDeliveryDetails, formerMembersOrders } from './order-records';

/** One round: delivery details of the orders that closed, then the buyers of the orders six years old. */
export async function applyOrderRetention(db: Db, now = new Date()): Promise<number> {
  return (await eraseDeliveryDetails(db, formerMembersOrders)) + (await anonymiseOldOrders(db, now));
}
