// The one schema for every entity of the product (docs/product.md §3) plus accounts.
// Runs unchanged on embedded PGlite and on PostgreSQL. Every list order has an index behind it.
// Indexes are ascending on purpose: PostgreSQL scans them backwards for the newest-first lists, and an
// ascending index read backwards matches ORDER BY … DESC exactly (a DESC NULLS LAST index would not).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FORUM_CATEGORIES, PRODUCT_TYPES, ROLES } from '@shared/constants';

const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();

export const productType = pgEnum('product_type', PRODUCT_TYPES);
export const forumCategory = pgEnum('forum_category', FORUM_CATEGORIES);
export const userRole = pgEnum('user_role', ROLES);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    artist: text('artist').notNull(),
    type: productType('type').notNull(),
    // Naira amounts are kept in kobo so that no price is ever a binary fraction.
    priceKobo: integer('price_kobo').notNull(),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_newest_idx').on(t.createdAt, t.id),
    index('products_name_idx').on(t.name),
    check('products_price_not_negative', sql`${t.priceKobo} >= 0`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: id(),
    name: text('name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    location: text('location').notNull(),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_soonest_idx').on(t.date, t.id),
    index('events_created_idx').on(t.createdAt, t.id),
    // Imports skip an event whose name (in any case) and date already exist.
    uniqueIndex('events_name_date_idx').on(sql`lower(${t.name})`, t.date),
  ],
);

export const artists = pgTable(
  'artists',
  {
    id: id(),
    name: text('name').notNull(),
    discipline: text('discipline').notNull(),
    bio: text('bio').notNull(),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('artists_name_idx').on(t.name, t.id),
    // Imports skip an artist whose name exists in any case.
    uniqueIndex('artists_name_unique_idx').on(sql`lower(${t.name})`),
    index('artists_created_idx').on(t.createdAt, t.id),
  ],
);

export const stories = pgTable(
  'stories',
  {
    id: id(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    excerpt: text('excerpt').notNull(),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stories_newest_idx').on(t.date, t.createdAt, t.id),
    // Imports skip a story whose title exists in any case.
    uniqueIndex('stories_title_idx').on(sql`lower(${t.title})`),
    index('stories_created_idx').on(t.createdAt, t.id),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('member'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Only the SHA-256 of the cookie's token is stored: a leaked table opens no session.
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const communityUsers = pgTable(
  'community_users',
  {
    id: id(),
    // Seeded sample members have no account; a member's profile is linked to their account.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    displayName: text('display_name').notNull(),
    email: text('email').notNull(),
    bio: text('bio').notNull().default(''),
    discipline: text('discipline').notNull().default('Creative'),
    avatarUrl: text('avatar_url'),
    joinDate: timestamp('join_date', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    postCount: integer('post_count').notNull().default(0),
    reputation: integer('reputation').notNull().default(0),
    lastSeen: timestamp('last_seen', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('community_users_user_idx').on(t.userId),
    uniqueIndex('community_users_email_idx').on(sql`lower(${t.email})`),
    index('community_users_last_seen_idx').on(t.lastSeen),
  ],
);

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
  },
  (t) => [
    index('posts_forum_order_idx').on(t.forumId, t.isPinned, t.createdAt, t.id),
    index('posts_recent_idx').on(t.createdAt, t.id),
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
  },
  (t) => [index('replies_post_order_idx').on(t.postId, t.createdAt, t.id)],
);

// One row per one-off job the server has run (such as the demo content), so a restart never repeats it.
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
