// A member's notifications: newest first in keyset pages, the unread count (the bell asks for it every
// minute, so it reads a partial index of the unread ones only), and marking them read.
import { and, count, desc, eq, getTableColumns, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Notification } from '@shared/schemas/notifications';
import type { Db } from '@server/db/database';
import { preparedOnce } from '@server/db/prepared-once';
import { linkedHandle } from '@server/db/member-handle';
import { threadPathOf } from '@server/db/slugs/thread-address';
import { communityUsers, notifications, orders, posts, replies } from '@server/db/schema';
import { cursorChecks, decodeCursor, toPage } from '@server/http/paging/cursor';
import type { ListParams } from '@server/http/paging/list-params';

type Row = typeof notifications.$inferSelect & {
  orderReference: string | null;
  replyAuthorHandle: string | null;
  postAuthorHandle: string | null;
  postTitle: string | null;
};

/**
 * Whose profile the actor's name links to: the writer of the reply, or of the post for a new post or a mention
 * in one. A moderator's or the shop's notice names nobody to link.
 */
function actorHandleOf(row: Row): string | null {
  if (row.kind === 'reply' || row.kind === 'followed_reply') return row.replyAuthorHandle;
  if (row.kind === 'mention') return row.replyId ? row.replyAuthorHandle : row.postAuthorHandle;
  if (row.kind === 'forum_post') return row.postAuthorHandle;
  return null;
}

const replyAuthors = alias(communityUsers, 'reply_author');
const postAuthors = alias(communityUsers, 'post_author');

/** Where a notice leads: its order's page, its post's (at its title as it is now), or the community for a post deleted since. */
function urlOf(row: Row): string {
  if (row.orderReference) return `/orders/${row.orderReference}`;
  return row.postId ? threadPathOf(row.postId, row.postTitle ?? row.title) : '/community';
}

const present = (row: Row): Notification => ({
  id: row.id,
  kind: row.kind,
  actor: row.actor,
  actorHandle: actorHandleOf(row),
  title: row.title,
  url: urlOf(row),
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
  // A like notice's count: how many likes it gathers (its actor is the latest liker).
  ...(row.count !== null ? { count: row.count } : {}),
});

const unreadOf = preparedOnce((db) =>
  db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.readAt)))
    .prepare('notifications_unread'),
);

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await unreadOf(db).execute({ userId });
  return row?.unread ?? 0;
}

export async function listNotifications(db: Db, userId: string, { limit, cursor }: ListParams) {
  const after = cursor ? decodeCursor(cursor, [cursorChecks.timestamp, cursorChecks.uuid]) : null;
  const rows = await db
    .select({
      ...getTableColumns(notifications),
      orderReference: orders.reference,
      replyAuthorHandle: linkedHandle(replyAuthors),
      postAuthorHandle: linkedHandle(postAuthors),
      postTitle: posts.title,
    })
    .from(notifications)
    .leftJoin(orders, eq(orders.id, notifications.orderId))
    .leftJoin(replies, eq(replies.id, notifications.replyId))
    .leftJoin(replyAuthors, eq(replyAuthors.id, replies.authorId))
    .leftJoin(posts, eq(posts.id, notifications.postId))
    .leftJoin(postAuthors, eq(postAuthors.id, posts.authorId))
    .where(
      and(
        eq(notifications.userId, userId),
        after
          ? or(
              lt(notifications.createdAt, new Date(after[0]!)),
              and(eq(notifications.createdAt, new Date(after[0]!)), lt(notifications.id, after[1]!)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  return toPage(rows, limit, (row) => [row.createdAt.toISOString(), row.id], present);
}

/** Marks one of the member's notifications read; false when it is not theirs (or not there). */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Marks read the member's notifications among `ids` (the ones a screen showed); others' ids change nothing. */
export async function markShownRead(db: Db, userId: string, ids: readonly string[]): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids]), isNull(notifications.readAt)));
}
