// Reading orders: one with its lines (for its page, its mails and the admin), a member's list.
import { and, asc, desc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { events, orderLines, orders, paymentAttempts, storedImages } from '@server/db/schema';
import { imageDetailsColumns, imageDetailsJoin, type ImageDetailsRow } from '@server/db/stored-images';
import { orderStateSql } from './order-state';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderWithLines = OrderRow & {
  /** With a line of seats' event address, while the event exists, and the picture's details. */
  lines: Array<OrderLineRow & { eventSlug: string | null; image: ImageDetailsRow }>;
  lastAttempt: typeof paymentAttempts.$inferSelect | null;
};

export async function findOrder(db: Db, where: { reference: string } | { id: string }): Promise<OrderWithLines | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where('id' in where ? eq(orders.id, where.id) : eq(orders.reference, where.reference));
  if (!order) return null;
  const [lines, [lastAttempt]] = await Promise.all([
    db
      .select({ ...getTableColumns(orderLines), eventSlug: events.slug, image: imageDetailsColumns })
      .from(orderLines)
      .leftJoin(events, eq(events.id, orderLines.eventId))
      .leftJoin(storedImages, imageDetailsJoin(orderLines.imageUrl))
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position)),
    db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id))
      .orderBy(desc(paymentAttempts.createdAt))
      .limit(1),
  ]);
  return { ...order, lines, lastAttempt: lastAttempt ?? null };
}

/** The order's row, locked until the transaction ends: every change of an order's status takes this first. */
export async function lockOrder(tx: Db, id: string): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return order ?? null;
}

export async function linesOf(tx: Db, orderId: string): Promise<OrderLineRow[]> {
  return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

/**
 * Units in an order, as an SQL expression for a select from `orders`. The outer row is named in full:
 * Drizzle leaves a lone table's columns unqualified, which inside the subquery would mean its own.
 */
export const itemCountOfOrder = sql<number>`(select coalesce(sum(l.quantity), 0)::int from order_lines l
  where l.order_id = "orders"."id")`;

/** A member's orders, newest first (at most 100: a shop's buyer has a handful). */
export async function ordersOfUser(db: Db, userId: string) {
  return db
    .select({
      reference: orders.reference,
      status: orders.status,
      orderState: orderStateSql,
      createdAt: orders.createdAt,
      totalKobo: orders.totalKobo,
      itemCount: itemCountOfOrder,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(100);
}

/** The owner's newest order still waiting for payment within its hold, if any. */
export async function awaitingPaymentOf(
  db: Db,
  owner: { userId: string } | { visitorHash: string | null },
): Promise<{ reference: string; expiresAt: string } | null> {
  const whose =
    'userId' in owner
      ? eq(orders.userId, owner.userId)
      : owner.visitorHash
        ? eq(orders.visitorHash, owner.visitorHash)
        : null;
  if (!whose) return null;
  const [order] = await db
    .select({ reference: orders.reference, expiresAt: orders.expiresAt })
    .from(orders)
    .where(and(whose, eq(orders.status, 'pending'), gt(orders.expiresAt, sql`now()`)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order ? { reference: order.reference, expiresAt: order.expiresAt.toISOString() } : null;
}
