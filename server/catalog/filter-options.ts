// The values the public lists' filters can take, read from what the catalogue holds, so that a filter never
// offers a choice that empties its list. Text values are distinct in any case (the filters match in any
// case), sorted the same way.
import { and, asc, eq, exists, isNotNull, max, min, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PRODUCT_TYPES, STORY_CATEGORIES } from '@shared/constants';
import type {
  ArtistFilterOptions,
  EventFilterOptions,
  ProductFilterOptions,
  StoryFilterOptions,
} from '@shared/schemas/catalog-filters';
import type { Db } from '@server/db/database';
import { artists, events, products, stories } from '@server/db/schema';

/** One spelling of each distinct non-empty value of a text column (in any case), sorted. */
async function distinctText(db: Db, table: PgTable, column: AnyColumn, where?: SQL): Promise<string[]> {
  const rows = await db
    .select({ value: sql<string>`min(${column})` })
    .from(table)
    .where(and(ne(column, ''), where))
    .groupBy(sql`lower(${column})`)
    .orderBy(sql`lower(${column})`);
  return rows.map((row) => row.value);
}

/** The values of an enum column that some row has, in the enum's own order. */
async function usedValues<T extends string>(db: Db, table: PgTable, column: AnyColumn, order: readonly T[]) {
  const rows = await db.selectDistinct({ value: sql<T>`${column}` }).from(table);
  const used = new Set(rows.map((row) => row.value));
  return order.filter((value) => used.has(value));
}

export async function productFilterOptions(db: Db): Promise<ProductFilterOptions> {
  const [categories, sellers, [prices]] = await Promise.all([
    usedValues(db, products, products.type, PRODUCT_TYPES),
    db
      .select({ slug: artists.slug, name: artists.name })
      .from(artists)
      .where(
        exists(
          db
            .select({ one: sql`1` })
            .from(products)
            .where(eq(products.artistId, artists.id)),
        ),
      )
      .orderBy(asc(artists.name), asc(artists.id)),
    db.select({ min: min(products.priceKobo), max: max(products.priceKobo) }).from(products),
  ]);
  return {
    categories,
    artists: sellers,
    priceKobo: prices?.min != null && prices.max != null ? { min: prices.min, max: prices.max } : null,
  };
}

export async function eventFilterOptions(db: Db): Promise<EventFilterOptions> {
  return { cities: await distinctText(db, events, events.city) };
}

export async function artistFilterOptions(db: Db): Promise<ArtistFilterOptions> {
  const [genres, locations] = await Promise.all([
    distinctText(db, artists, artists.genre),
    distinctText(db, artists, artists.location),
  ]);
  return { genres, locations };
}

export async function storyFilterOptions(db: Db): Promise<StoryFilterOptions> {
  const [categories, sources] = await Promise.all([
    usedValues(db, stories, stories.category, STORY_CATEGORIES),
    distinctText(db, stories, stories.sourceName, isNotNull(stories.sourceName)),
  ]);
  return { categories, sources };
}
