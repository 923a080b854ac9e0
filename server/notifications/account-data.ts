// The notifications' part of a member's data: what they were told of in the bell and /notifications, in the
// download; their rows go with the users row (user_id cascades).
import { asc, eq } from 'drizzle-orm';
import { notifications } from '@server/db/schema';
import type { AccountDataPart, DataSection } from '@server/db/account-data';

const notificationList: DataSection = (db, { userId }) =>
  db
    .select({
      kind: notifications.kind,
      actor: notifications.actor,
      title: notifications.title,
      count: notifications.count,
      postId: notifications.postId,
      orderId: notifications.orderId,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      mailedAt: notifications.mailedAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));

export const notificationsAccountData: AccountDataPart = { exportSections: { notifications: notificationList } };
