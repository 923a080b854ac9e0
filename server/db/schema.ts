// The one schema for every entity of the product (docs/product.md §3) plus accounts.
// Imports are relative: drizzle-kit (npm run db:generate) reads this file without the tsconfig paths.
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
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  primaryKey,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CATALOG_KINDS, FORUM_CATEGORIES, PRODUCT_TYPES, ROLES, STORY_CATEGORIES } from '@shared/constants';
import type { ArtistLinks } from '@shared/schemas/artist-links';

const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();

export const productType = pgEnum('product_type', PRODUCT_TYPES);
export const forumCategory = pgEnum('forum_category', FORUM_CATEGORIES);
export const userRole = pgEnum('user_role', ROLES);
export const catalogKind = pgEnum('catalog_kind', CATALOG_KINDS);
export const storyCategory = pgEnum('story_category', STORY_CATEGORIES);

/** A page's address: readable, unique per kind, made from the name (server/catalog/slugs). */
const slug = () => text('slug').notNull();

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: slug(),
    name: text('name').notNull(),
    // The artist's record, never a copy of the name: a renamed artist is renamed on every product.
    artistId: uuid('artist_id')
      .notNull()
      .references((): AnyPgColumn => artists.id, { onDelete: 'restrict' }),
    type: productType('type').notNull(),
    // Naira amounts are kept in kobo so that no price is ever a binary fraction.
    priceKobo: integer('price_kobo').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_idx').on(t.slug),
    index('products_artist_idx').on(t.artistId, t.createdAt),
    index('products_newest_idx').on(t.createdAt, t.id),
    index('products_name_idx').on(t.name),
    check('products_price_not_negative', sql`${t.priceKobo} >= 0`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: id(),
    slug: slug(),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, precision: 3 }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, precision: 3 }),
    // The day of the start in Lagos, which the cards show and the lists sort by (Nigeria has no summer time).
    date: date('date', { mode: 'string' })
      .notNull()
      .generatedAlwaysAs(sql`((starts_at AT TIME ZONE 'Africa/Lagos')::date)`),
    location: text('location').notNull(),
    // The artist who performs, whose page lists the event; optional (a festival has many).
    artistId: uuid('artist_id').references((): AnyPgColumn => artists.id, { onDelete: 'set null' }),
    venue: text('venue').notNull().default(''),
    city: text('city').notNull().default(''),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('events_slug_idx').on(t.slug),
    index('events_artist_idx').on(t.artistId, t.date),
    check('events_end_after_start', sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
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
    slug: slug(),
    name: text('name').notNull(),
    discipline: text('discipline').notNull(),
    bio: text('bio').notNull(),
    genre: text('genre').notNull().default(''),
    location: text('location').notNull().default(''),
    links: jsonb('links').$type<ArtistLinks>().notNull().default({}),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('artists_slug_idx').on(t.slug),
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
    slug: slug(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    excerpt: text('excerpt').notNull(),
    // Markdown, rendered without raw HTML; empty for an imported story, which links to its source.
    body: text('body').notNull().default(''),
    category: storyCategory('category').notNull().default('Culture'),
    // The artist the story is about, whose page lists it; optional.
    artistId: uuid('artist_id').references((): AnyPgColumn => artists.id, { onDelete: 'set null' }),
    // Where an imported story comes from, for its attribution.
    sourceName: text('source_name'),
    sourceUrl: text('source_url'),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stories_slug_idx').on(t.slug),
    index('stories_artist_idx').on(t.artistId, t.date),
    // Feed imports skip a story whose link is already in.
    uniqueIndex('stories_source_url_idx').on(t.sourceUrl),
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

// The slugs an item had before it was renamed: their addresses answer 301 to the current one.
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    kind: catalogKind('kind').notNull(),
    slug: text('slug').notNull(),
    targetId: uuid('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.slug] }), index('slug_redirects_target_idx').on(t.targetId)],
);

// The RSS and Atom feeds of African outlets the story import reads (docs/architecture.md, "Imports").
export const storyFeeds = pgTable(
  'story_feeds',
  {
    id: id(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true, precision: 3 }),
    lastError: text('last_error'),
  },
  (t) => [uniqueIndex('story_feeds_url_idx').on(t.url)],
);

// One row per one-off job the server has run (such as the demo content), so a restart never repeats it.
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
