// The bell's notices of a buyer's order (its payment, its refund, its event called off), written in the
// transaction that changes the order. A guest's order (no account) has no bell: its mails are enough.
import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@shared/schemas/notifications';
import type { Db } from '@server/db/database';
import { notifications, orders } from '@server/db/schema';

export async function noticeOrderEvent(
  db: Db,
  orderId: string,
  kind: Extract<NotificationKind, 'order_paid' | 'order_refunded' | 'event_cancelled'>,
  /** What the notice names: the order's reference, or the cancelled event's name. */
  title: string,
): Promise<void> {
  await db.insert(notifications).select(
    db
      .select({
        id: sql`gen_random_uuid()`.as('id'),
        userId: sql`${orders.userId}`.as('user_id'),
        kind: sql`${kind}`.as('kind'),
        postId: sql`null::uuid`.as('post_id'),
        replyId: sql`null::uuid`.as('reply_id'),
        orderId: orders.id,
        actor: sql`'Griot'`.as('actor'),
        title: sql`${title}::text`.as('title'),
        createdAt: sql`now()`.as('created_at'),
        readAt: sql`null::timestamptz`.as('read_at'),
        mailedAt: sql`null::timestamptz`.as('mailed_at'),
        count: sql`null::integer`.as('count'),
      })
      .from(orders)
      .where(sql`${orders.id} = ${orderId} and ${orders.userId} is not null`),
  );
}
