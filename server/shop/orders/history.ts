// What happened to an order, in the words its history shows the admin.
import type { Db } from '@server/db/database';
import { orderHistory } from '@server/db/schema';

export async function recordHistory(tx: Db, orderId: string, kind: string, note = ''): Promise<void> {
  await tx.insert(orderHistory).values({ orderId, kind, note });
}
