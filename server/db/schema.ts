// The one schema for every entity of the product (docs/product.md §3) plus accounts.
// Imports are relative: drizzle-kit (npm run db:generate) reads this file without the tsconfig paths.
// Runs unchanged on embedded PGlite and on PostgreSQL. Every list order has an index behind it.
// Indexes are ascending on purpose: PostgreSQL scans them backwards for the newest-first lists, and an
// ascending index read backwards matches ORDER BY … DESC exactly (a DESC NULLS LAST index would not).
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import {
  MAX_LINE_QUANTITY,
  MAX_TICKETS_PER_ORDER,
  ORDER_FULFILMENTS,
  ORDER_STATUSES,
  PAYMENT_ISSUE_KINDS,
} from '@shared/shop';
import type { ArtistLinks } from '@shared/schemas/artist-links';
import type { NotificationKind } from '@shared/schemas/notifications';

/** An inline picture of a stored message. */
export interface MailImage {
  cid: string;
  filename: string;
  base64: string;
}

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
    /** Called off by an admin: its tickets are void, its paid orders refunded. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, precision: 3 }),
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
    /** When the member opened the link mailed to this address; null until then (and after a change). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, precision: 3 }),
    /** Mail when someone replies to the member's post, or names them by @handle (on by default). */
    mailReplies: boolean('mail_replies').notNull().default(true),
    mailMentions: boolean('mail_mentions').notNull().default(true),
    /** The one-click unsubscribe links of notification mails carry it (it can only turn those mails off). */
    unsubscribeToken: text('unsubscribe_token'),
    /** Suspended by an admin (docs/product.md, reports): no sign-in and no writing while it lasts. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, precision: 3 }),
    /** The end of a suspension; null with suspended_at set means for good. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true, precision: 3 }),
    suspensionReason: text('suspension_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_unsubscribe_token_idx').on(t.unsubscribeToken),
  ],
);

// A "forgot password" link: only its token's SHA-256 is kept, it works once and for 30 minutes
// (server/auth/password-reset).
/** What every link mailed to a member keeps: whose, its token's SHA-256, when it was made, ends and was used. */
const mailedLink = () => ({
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
});

export const passwordResets = pgTable('password_resets', mailedLink(), (t) => [
  uniqueIndex('password_resets_token_hash_idx').on(t.tokenHash),
  index('password_resets_user_idx').on(t.userId),
]);

// A link that confirms an address: the account's own (after join) or the one it moves to (a change of
// e-mail, which takes effect only when the new address confirms). One use, 24 hours, kept hashed.
export const emailVerifications = pgTable(
  'email_verifications',
  { ...mailedLink(), email: text('email').notNull() },
  (t) => [
    uniqueIndex('email_verifications_token_hash_idx').on(t.tokenHash),
    index('email_verifications_user_idx').on(t.userId),
  ],
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
    /** What @mentions name, unique in any case: letters, digits and underscores (shared/handles.ts). */
    handle: text('handle').notNull(),
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
    // text_pattern_ops: the editors' autocomplete reads handles by prefix (LIKE 'ad%') in any collation.
    uniqueIndex('community_users_handle_idx').using('btree', sql`lower(${t.handle}) text_pattern_ops`),
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

// What happened for a member (a reply to their post, its lock or deletion by a moderator): the bell's count
// and /notifications. Written by what causes it, in its statement or transaction (a reply's:
// server/community/commands/add-reply.ts); the title and the actor's name are kept as they were, so the
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

// ---- The shop (docs/architecture.md, "Shop") ----

export const fulfilment = pgEnum('fulfilment', ORDER_FULFILMENTS);
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const paymentIssueKind = pgEnum('payment_issue_kind', PAYMENT_ISSUE_KINDS);

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

// What a product is sold as: a size of a tee, or the one default variant of a record. `stock` null means
// unlimited; a sale takes from it with a conditional update, so it never goes below 0.
/**
 * What an event sells at the door: a type of ticket with its price and its seats. `sold` counts the seats
 * taken, raised only by a conditional update that keeps it within the capacity, so that two buyers of the
 * last seat cannot both have it; the capacity cannot be set below it.
 */
export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceKobo: integer('price_kobo').notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
    // When sales close; null: at the event's start.
    salesEndAt: timestamp('sales_end_at', { withTimezone: true, precision: 3 }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_types_event_idx').on(t.eventId, t.position),
    uniqueIndex('ticket_types_name_idx').on(t.eventId, sql`lower(${t.name})`),
    check('ticket_types_price_not_negative', sql`${t.priceKobo} >= 0`),
    check('ticket_types_sold_within_capacity', sql`${t.sold} >= 0 AND ${t.sold} <= ${t.capacity}`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sku: text('sku'),
    stock: integer('stock'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    uniqueIndex('product_variants_name_idx').on(t.productId, sql`lower(${t.name})`),
    uniqueIndex('product_variants_sku_idx')
      .on(sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null`),
    check('product_variants_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

// A cart is a member's (user_id) or a visitor's (the SHA-256 of their HttpOnly cart cookie's token).
export const carts = pgTable(
  'carts',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_user_idx').on(t.userId),
    uniqueIndex('carts_visitor_idx').on(t.visitorHash),
    index('carts_updated_idx').on(t.updatedAt),
    check('carts_owner', sql`${t.userId} is not null or ${t.visitorHash} is not null`),
  ],
);

// One variant in a cart. The price the buyer saw when adding it, so the cart can say when it changed;
// what is charged is always the product's price when the order is made.
export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    seenPriceKobo: integer('seen_price_kobo').notNull(),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.variantId] }),
    index('cart_lines_variant_idx').on(t.variantId),
    check('cart_lines_quantity', sql`${t.quantity} between 1 and ${sql.raw(String(MAX_LINE_QUANTITY))}`),
  ],
);

// Seats of a ticket type in a cart, and the price the buyer saw; the seats are taken only at checkout.
export const cartTickets = pgTable(
  'cart_tickets',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    seenPriceKobo: integer('seen_price_kobo').notNull(),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.ticketTypeId] }),
    index('cart_tickets_type_idx').on(t.ticketTypeId),
    check('cart_tickets_quantity', sql`${t.quantity} between 1 and ${sql.raw(String(MAX_TICKETS_PER_ORDER))}`),
  ],
);

// Members an admin named to check tickets in at one event's door: that event's check-in and nothing else.
export const eventDoorStaff = pgTable(
  'event_door_staff',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_door_staff_user_idx').on(t.userId)],
);

// The refunds a cancelled event owes, one per paid order that holds its tickets: queued, then asked of the
// gateway one at a time (requested), then refunded or failed, each shown to the admin.
export const eventRefunds = pgTable(
  'event_refunds',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountKobo: integer('amount_kobo').notNull(),
    status: text('status').notNull().default('queued'),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.orderId] }), index('event_refunds_order_idx').on(t.orderId)],
);

// The admin's delivery settings: one row.
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: boolean('id').primaryKey().default(true),
    deliveryFeeKobo: integer('delivery_fee_kobo').notNull().default(250_000),
    /** Fees that differ from the default, by state: { "Borno": 650000 }. */
    stateFeesKobo: jsonb('state_fees_kobo').$type<Record<string, number>>().notNull().default({}),
    pickupEnabled: boolean('pickup_enabled').notNull().default(false),
    pickupPoint: text('pickup_point').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id}`)],
);

// An order: the buyer's details and the lines' prices as they were when it was made, in kobo.
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** The order's public name and address: GRT-7KQ2M9XD. */
    reference: text('reference').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The visitor's cart cookie (hashed) that made it: that browser may read it without signing in. */
    visitorHash: text('visitor_hash'),
    /**
     * The secret of the order's link in the buyer's mail: any device may read the order with it. Kept as it
     * is (each mail about the order carries it), which reveals nothing the row beside it does not.
     */
    linkSecret: text('link_secret').notNull(),
    status: orderStatus('status').notNull().default('pending'),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    fulfilment: fulfilment('fulfilment').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    subtotalKobo: integer('subtotal_kobo').notNull(),
    deliveryKobo: integer('delivery_kobo').notNull(),
    totalKobo: integer('total_kobo').notNull(),
    currency: text('currency').notNull().default('NGN'),
    /** When an unpaid order gives its stock back. */
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    /** The attempt that paid, and Paystack's id of its transaction. */
    paidReference: text('paid_reference'),
    gatewayTransactionId: text('gateway_transaction_id'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_reference_idx').on(t.reference),
    index('orders_newest_idx').on(t.createdAt, t.id),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_status_idx').on(t.status, t.createdAt),
    check('orders_amounts', sql`${t.subtotalKobo} >= 0 and ${t.deliveryKobo} >= 0 and ${t.totalKobo} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    variantName: text('variant_name').notNull(),
    artistName: text('artist_name').notNull(),
    imageUrl: text('image_url'),
    unitPriceKobo: integer('unit_price_kobo').notNull(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
    /** A line of seats: its ticket type and event (the names above are the event's and the type's). */
    ticketTypeId: uuid('ticket_type_id').references(() => ticketTypes.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_variant_idx').on(t.variantId),
    index('order_lines_ticket_type_idx').on(t.ticketTypeId),
  ],
);

// One seat of a paid (or free) order: its code is what the door scans. Issued once per seat of a line
// (unique line and seat), voided by a refund or a cancellation, checked in once by a conditional update.
// An event with tickets cannot be deleted (restrict): it is cancelled, which voids them.
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    /** Ten Crockford base32 characters, without the dashes it is shown with. */
    code: text('code').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'restrict' }),
    holderName: text('holder_name').notNull(),
    voidedAt: at('voided_at'),
    checkedInAt: at('checked_in_at'),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tickets_code_idx').on(t.code),
    uniqueIndex('tickets_seat_idx').on(t.orderLineId, t.seat),
    index('tickets_order_idx').on(t.orderId, t.createdAt),
    index('tickets_event_idx').on(t.eventId, t.ticketTypeId),
  ],
);

// Each try at paying an order has its own gateway reference (GRT-7KQ2M9XD-1, -2…): an authorization URL is
// for one use. `status` is the gateway's last word on it.
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    reference: text('reference').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountKobo: integer('amount_kobo').notNull(),
    status: text('status').notNull().default('initialized'),
    authorizationUrl: text('authorization_url'),
    createdAt: createdAt(),
    checkedAt: at('checked_at'),
  },
  (t) => [index('payment_attempts_order_idx').on(t.orderId, t.createdAt)],
);

// What happened to an order, for the admin's history and the buyer's mail.
export const orderHistory = pgTable(
  'order_history',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    note: text('note').notNull().default(''),
    at: createdAt(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.at)],
);

// Money the shop could not simply accept: a wrong amount, a late or second payment, a forged call, a
// refund the gateway refused. The admin resolves each by hand.
export const paymentIssues = pgTable(
  'payment_issues',
  {
    id: id(),
    kind: paymentIssueKind('kind').notNull(),
    reference: text('reference'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amountKobo: bigint('amount_kobo', { mode: 'number' }),
    currency: text('currency'),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    index('payment_issues_open_idx').on(t.resolvedAt, t.createdAt),
    // A webhook retried by the gateway records its problem once.
    uniqueIndex('payment_issues_once_idx').on(t.kind, t.reference),
  ],
);

// The one job runner (server/jobs): mail, payment checks, expiry. Several servers take from it with
// FOR UPDATE SKIP LOCKED, so a job runs on one of them; a failed run is tried again later.
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** A job with a key is enqueued once while it waits (an order's expiry, its receipt). */
    key: text('key'),
    runAt: at('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    doneAt: at('done_at'),
    failedAt: at('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);

// Every message the site sends, kept: the outbox when no SMTP server is set, and the record of what went.
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: id(),
    /** A message with a key is stored once (an order's receipt), however often its cause is seen. */
    key: text('key'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Pictures the HTML shows inline by `cid:` (a ticket's QR code): PNG, base64. */
    images: jsonb('images').$type<MailImage[]>().notNull().default([]),
    /** Extra headers: a notification's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** queued: waiting to be sent; held: no SMTP server set (the outbox); sent; failed: given up. */
    status: text('status').notNull().default('queued'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [index('mail_messages_newest_idx').on(t.createdAt), uniqueIndex('mail_messages_key_idx').on(t.key)],
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

// The newsletter's list, double opt-in: pending until the mailed link is opened, then confirmed; one row
// per address in any case, so subscribing twice changes nothing.
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    status: text('status').$type<'pending' | 'confirmed' | 'unsubscribed'>().notNull().default('pending'),
    /** SHA-256 of the secret in the confirmation link; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    /** The one-click unsubscribe link of every newsletter mail carries it. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, precision: 3 }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscribers_confirm_idx').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_idx').on(t.unsubscribeToken),
    index('newsletter_subscribers_newest_idx').on(t.createdAt, t.id),
    check('newsletter_subscribers_status', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

// An issue of the newsletter, written in Markdown by an admin and sent once to the confirmed subscribers.
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: id(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When sending began; an issue is read-only from then on. */
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }),
    recipientCount: integer('recipient_count').notNull().default(0),
  },
  (t) => [index('newsletter_issues_newest_idx').on(t.createdAt, t.id)],
);

// Which subscriber an issue was queued for: the fan-out inserts here first, so a retried or concurrent
// send mails each subscriber once.
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: uuid('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.subscriberId] })],
);

// The pages behind the footer (about, contact, privacy, terms) as the admin edited them, in Markdown; a
// page with no row shows its default text.
export const sitePages = pgTable('site_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

// What the contact form sent, kept so that a sender can download or delete it with their account.
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_email_idx').on(sql`lower(${t.email})`),
    index('contact_messages_newest_idx').on(t.createdAt),
  ],
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

// The limits' counters when they are kept in the database (server/http/limits: PostgreSQL without
// REDIS_URL), so that every server counts the same requests. Keys are SHA-256 digests of what is counted
// (an address, an e-mail, an account), of one size whatever a request sent. Migration 0014 makes these
// tables UNLOGGED: a hit writes no WAL and waits for no disk flush, and a database crash merely resets
// them. Rows past their time are deleted by deleteExpiredLimitCounters.
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetsAt: at('resets_at').notNull(),
});

// Failed sign-ins per e-mail (or per e-mail and an address that signed in to it before), for the backoff
// of server/auth/sign-in-backoff. `refusals` counts the attempts refused during the current pause.
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  pausedUntil: at('paused_until').notNull(),
  refusals: integer('refusals').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
});

// The client addresses (digests, newest first) that last signed in to an e-mail's account: each keeps a
// failure count of its own, so that failures from elsewhere do not pause it.
export const signInAddresses = pgTable('sign_in_addresses', {
  email: text('email').primaryKey(),
  addresses: text('addresses').array().notNull(),
  expiresAt: at('expires_at').notNull(),
});

// What the client needs to show an uploaded picture responsively (shared/image-variants.ts), keyed by the
// URL the records already hold (products.image_url, community_users.avatar_url, order_lines.image_url…), so
// no stored URL changes: the picture's size, the widths kept beside it as `<base>-<width>w.avif|webp|jpg`
// (on Cloudinary, asked for by URL; none for an animated picture) and its ThumbHash (base64). Written at
// upload, or by `npm run images:convert` for pictures uploaded before; read with one left join.
export const storedImages = pgTable('stored_images', {
  url: text('url').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  widths: integer('widths').array().notNull(),
  placeholder: text('placeholder'),
  createdAt: createdAt(),
});
