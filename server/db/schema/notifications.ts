// The notifications layer (server/notifications): what happened for a member.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid, primaryKey, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@shared/schemas/notifications';
import { createdAt, id } from './columns';
import { users } from './accounts';
import { posts, replies } from './community';
import { orders } from './shop';

// What happened for a member (a reply to their post, its lock or deletion by a moderator): the bell's count
// and /notifications. Written by what causes it, in its statement or transaction (a reply's:
// server/community/replies/commands/add-reply.ts); the title and the actor's name are kept as they were, so the
// list reads without joins, and a deleted post's notice keeps its title.
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    replyId: uuid('reply_id').references(() => replies.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'cascade' }),
    actor: text('actor').notNull(),
    title: text('title').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
    /** When a mail told the member of it (server/notifications/mail); null while none has. */
    mailedAt: timestamp('mailed_at', { withTimezone: true, precision: 3 }),
    /** How many likes a like notice gathers (server/community/likes); null for every other kind. */
    count: integer('count'),
  },
  (t) => [
    index('notifications_mail_idx')
      .on(t.userId, t.postId)
      .where(sql`${t.mailedAt} is null and ${t.readAt} is null`),
    index('notifications_newest_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

// When a member was last mailed about a post: the replies and mentions after it wait for one mail at the
// end of its 15 minutes (server/notifications/mail), so a busy thread mails once a quarter hour at most.
export const notificationMailWindows = pgTable(
  'notification_mail_windows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);
