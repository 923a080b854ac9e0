// The catalogue: products and their variants, events and their ticket types, artists, stories.
import { sql } from 'drizzle-orm';
import {
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { PRODUCT_TYPES, STORY_CATEGORIES } from '@shared/constants';
import type { ArtistLinks } from '@shared/schemas/artist-links';
import { createdAt, id, updatedAt } from './columns';

export const productType = pgEnum('product_type', PRODUCT_TYPES);

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

// What a product is sold as: a size of a tee, or the one default variant of a record. `stock` null means
// unlimited; a sale takes from it with a conditional update, so it never goes below 0.

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
