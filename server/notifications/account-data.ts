// What the member was told of in the bell and /notifications.
import { asc, eq } from 'drizzle-orm';
import { notifications } from '@server/db/schema';
import type { DataSection } from '@server/db/account-data';

export const notificationList: DataSection = (db, { userId }) =>
  db
    .select({
      kind: notifications.kind,
      actor: notifications.actor,
      title: notifications.title,
      postId: notifications.postId,
      orderId: notifications.orderId,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      mailedAt: notifications.mailedAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
