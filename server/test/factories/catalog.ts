// Builders for catalogue test data: sensible defaults, overridable per test.
import type { Db } from '@server/db/database';
import { artists, events, products, stories } from '@server/db/schema';

let counter = 0;
const next = () => ++counter;

export async function buildProduct(db: Db, overrides: Partial<typeof products.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(products)
    .values({ name: `Product ${n}`, artist: `Artist ${n}`, type: 'Album', priceKobo: 100_000 + n, ...overrides })
    .returning();
  return row!;
}

export async function buildEvent(db: Db, overrides: Partial<typeof events.$inferInsert> & { date: string }) {
  const n = next();
  const [row] = await db
    .insert(events)
    .values({ name: `Event ${n}`, location: 'Lagos', ...overrides })
    .returning();
  return row!;
}

export async function buildArtist(db: Db, overrides: Partial<typeof artists.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(artists)
    .values({ name: `Artist ${String(n).padStart(4, '0')}`, discipline: 'Musician', bio: 'Plays music.', ...overrides })
    .returning();
  return row!;
}

export async function buildStory(db: Db, overrides: Partial<typeof stories.$inferInsert> & { date: string }) {
  const n = next();
  const [row] = await db
    .insert(stories)
    .values({ title: `Story ${n}`, author: 'Writer', excerpt: 'Once upon a time.', ...overrides })
    .returning();
  return row!;
}
