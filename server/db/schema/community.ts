// The community: forums, posts, replies, follows and reports.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { FORUM_CATEGORIES } from '@shared/constants';
import { createdAt, id, updatedAt } from './columns';
import { communityUsers, userRole, users } from './accounts';

export const forumCategory = pgEnum('forum_category', FORUM_CATEGORIES);

export const forums = pgTable(
  'forums',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: forumCategory('category').notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by').notNull(),
    postCount: integer('post_count').notNull().default(0),
    lastPostId: uuid('last_post_id'),
    lastPostTitle: text('last_post_title'),
    lastPostAuthor: text('last_post_author'),
    lastPostCreatedAt: timestamp('last_post_created_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [index('forums_created_idx').on(t.createdAt, t.id)],
);

export const posts = pgTable(
  'posts',
  {
    id: id(),
    forumId: uuid('forum_id')
      .notNull()
      .references(() => forums.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    author: text('author').notNull(),
    authorId: uuid('author_id').references(() => communityUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    replyCount: integer('reply_count').notNull().default(0),
    isPinned: boolean('is_pinned').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastReplyAuthor: text('last_reply_author'),
    lastReplyCreatedAt: timestamp('last_reply_created_at', { withTimezone: true, precision: 3 }),
    /** The author took their words back: title and content are emptied, the replies stay. */
    deletedByAuthorAt: timestamp('deleted_by_author_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('posts_forum_order_idx').on(t.forumId, t.isPinned, t.createdAt, t.id),
    index('posts_recent_idx').on(t.createdAt, t.id),
    // A member's profile lists their posts, newest first.
    index('posts_author_idx').on(t.authorId, t.createdAt, t.id),
  ],
);

export const replies = pgTable(
  'replies',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    author: text('author').notNull(),
    authorId: uuid('author_id').references(() => communityUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    isEdited: boolean('is_edited').notNull().default(false),
    /** The author took their words back: the content is emptied, the reply keeps its place. */
    deletedByAuthorAt: timestamp('deleted_by_author_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('replies_post_order_idx').on(t.postId, t.createdAt, t.id),
    // A member's profile lists their replies, newest first.
    index('replies_author_idx').on(t.authorId, t.createdAt, t.id),
  ],
);

// A member's like of a post or of a reply: one row per member and post or reply (the primary key), so two
// likes at once count once. `notification_id` names the author's notice that counted it (server/community/
// likes/commands/like-notice.ts), so that an unlike takes it back from that notice while it is unread; it
// has no foreign key (notifications.ts already references this file) and a notice gone is simply not found.
export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => communityUsers.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.memberId] }),
    // A member's likes, for their data download and their account's deletion.
    index('post_likes_member_idx').on(t.memberId, t.createdAt),
    index('post_likes_notification_idx').on(t.notificationId),
  ],
);

export const replyLikes = pgTable(
  'reply_likes',
  {
    replyId: uuid('reply_id')
      .notNull()
      .references(() => replies.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => communityUsers.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.replyId, t.memberId] }),
    index('reply_likes_member_idx').on(t.memberId, t.createdAt),
    index('reply_likes_notification_idx').on(t.notificationId),
  ],
);

// What a member has read of a thread: the time of its newest reply when they last opened it. The replies
// after it, by others, are new to them (server/community/reads/).
export const postReads = pgTable(
  'post_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    readUpTo: timestamp('read_up_to', { withTimezone: true, precision: 3 }).notNull(),
    /** When the member last opened the thread. */
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('post_reads_post_idx').on(t.postId)],
);

// A member follows a post or a forum to hear of its new replies or posts; an author follows their own post
// from its first moment, and unfollowing deletes the row.
export const postFollows = pgTable(
  'post_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('post_follows_post_idx').on(t.postId)],
);

export const forumFollows = pgTable(
  'forum_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    forumId: uuid('forum_id')
      .notNull()
      .references(() => forums.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.forumId] }), index('forum_follows_forum_idx').on(t.forumId)],
);

// A member's report of a post or a reply (reply_id set: the reply of post_id), waiting in the admins' queue
// until it is dismissed or acted on. One open report per member and target.
export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    replyId: uuid('reply_id').references(() => replies.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<'spam' | 'abuse' | 'other'>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<'open' | 'dismissed' | 'actioned'>().notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, precision: 3 }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reports_queue_idx').on(t.status, t.createdAt, t.id),
    index('reports_reporter_idx').on(t.reporterId),
    uniqueIndex('reports_open_once_idx')
      .on(t.reporterId, sql`coalesce(${t.replyId}, ${t.postId})`)
      .where(sql`${t.status} = 'open'`),
    check('reports_reason', sql`${t.reason} in ('spam', 'abuse', 'other')`),
    check('reports_status', sql`${t.status} in ('open', 'dismissed', 'actioned')`),
  ],
);

// What admins changed on an account, one row per change, kept so that the members screen shows its history:
// a new role, a suspension (until when, null for good) or its lifting, each with who did it and why
// (server/community/members/commands). The admin is read by their account: once it is deleted, the history
// says a former admin did it.
export const memberChanges = pgTable(
  'member_changes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'role' | 'suspended' | 'lifted'>().notNull(),
    /** The new role of a role change. */
    role: userRole('role'),
    /** The end of a suspension; null for good (and for the other kinds). */
    until: timestamp('until', { withTimezone: true, precision: 3 }),
    reason: text('reason').notNull().default(''),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_changes_user_idx').on(t.userId, t.createdAt),
    check('member_changes_kind', sql`${t.kind} in ('role', 'suspended', 'lifted')`),
  ],
);
