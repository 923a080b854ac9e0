// Builders for catalogue test data: sensible defaults, overridable per test. Slugs are the name's, with the
// builder's counter, so that two items built with one name stay distinct.
import { eq } from 'drizzle-orm';
import { lagosLocalToInstant } from '@shared/lagos-time';
import type { Db } from '@server/db/database';
import { artists, events, products, productVariants, stories } from '@server/db/schema';
import { slugify } from '@server/db/slugs/slugify';

let counter = 0;
const next = () => ++counter;
const slugOf = (name: string, n: number) => `${slugify(name)}-${n}`;

export async function buildArtist(db: Db, overrides: Partial<typeof artists.$inferInsert> = {}) {
  const n = next();
  const name = overrides.name ?? `Artist ${String(n).padStart(4, '0')}`;
  const [row] = await db
    .insert(artists)
    .values({ name, slug: slugOf(name, n), discipline: 'Musician', bio: 'Plays music.', ...overrides })
    .returning();
  return row!;
}

/** A product; its artist is built too unless `artistId` names one (or `artist` gives the new one's name). */
/** A product with one variant, its stock not counted unless `stock` is given. */
export async function buildProduct(
  db: Db,
  {
    artist,
    stock = null,
    ...overrides
  }: Partial<typeof products.$inferInsert> & { artist?: string; stock?: number | null } = {},
) {
  const n = next();
  const name = overrides.name ?? `Product ${n}`;
  const artistId = overrides.artistId ?? (await buildArtist(db, artist ? { name: artist } : {})).id;
  const [row] = await db
    .insert(products)
    .values({ name, slug: slugOf(name, n), artistId, type: 'Album', priceKobo: 100_000 + n, ...overrides })
    .returning();
  await db.insert(productVariants).values({ productId: row!.id, name: 'Standard', stock });
  return row!;
}

/** The one variant buildProduct gave a product. */
export async function variantOf(db: Db, productId: string) {
  const [variant] = await db.select().from(productVariants).where(eq(productVariants.productId, productId));
  return variant!;
}

/** An event; `date` (its Lagos day) starts it at 19:00 Lagos time unless `startsAt` is given. */
export async function buildEvent(
  db: Db,
  { date, ...overrides }: Partial<typeof events.$inferInsert> & { date?: string },
) {
  const n = next();
  const name = overrides.name ?? `Event ${n}`;
  const startsAt = overrides.startsAt ?? lagosLocalToInstant(`${date ?? '2030-01-01'}T19:00`);
  const [row] = await db
    .insert(events)
    .values({ name, slug: slugOf(name, n), location: 'Lagos', startsAt, ...overrides })
    .returning();
  return row!;
}

export async function buildStory(db: Db, overrides: Partial<typeof stories.$inferInsert> & { date: string }) {
  const n = next();
  const title = overrides.title ?? `Story ${n}`;
  const [row] = await db
    .insert(stories)
    .values({ title, slug: slugOf(title, n), author: 'Writer', excerpt: 'Once upon a time.', ...overrides })
    .returning();
  return row!;
}
