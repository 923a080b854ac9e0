// Writes an import in one statement. The database's case-insensitive unique indexes (artists by
// lower(name), stories by lower(title), events by lower(name) and date) decide what already exists,
// so two imports racing each other can never add a duplicate or fail with one. ON CONFLICT without a
// target skips a row that would break any unique index, expression indexes included. Each new row gets a
// free slug first; should a concurrent write take that slug in between, the row is skipped like a
// duplicate and the next import brings it.
import { instantToLagosLocal } from '@shared/lagos-time';
import { freeSlugs } from '@server/db/slugs/slugs';
import type { Db } from '@server/db/database';
import { artists, events, stories } from '@server/db/schema';
import { uniqueBy } from './text';

/** What each kind's mapping makes of what it fetched; the writer gives each row its slug. */
export type ArtistRow = Omit<typeof artists.$inferInsert, 'slug'>;
export type StoryRow = Omit<typeof stories.$inferInsert, 'slug'>;
export type EventRow = Omit<typeof events.$inferInsert, 'slug'>;

/** How many of the rows were new (and so inserted). */
export async function insertNewArtists(db: Db, rows: readonly ArtistRow[]): Promise<number> {
  const batch = uniqueBy(rows, (a) => a.name.toLowerCase());
  if (batch.length === 0) return 0;
  const slugs = await freeSlugs(
    db,
    'artist',
    artists,
    batch.map((a) => a.name),
  );
  const values = batch.map((a, i) => ({ ...a, slug: slugs[i]! }));
  const inserted = await db.insert(artists).values(values).onConflictDoNothing().returning({ id: artists.id });
  return inserted.length;
}

export async function insertNewStories(db: Db, rows: readonly StoryRow[]): Promise<number> {
  const batch = uniqueBy(rows, (s) => s.title.toLowerCase());
  if (batch.length === 0) return 0;
  const slugs = await freeSlugs(
    db,
    'story',
    stories,
    batch.map((s) => s.title),
  );
  const values = batch.map((s, i) => ({ ...s, slug: slugs[i]! }));
  const inserted = await db.insert(stories).values(values).onConflictDoNothing().returning({ id: stories.id });
  return inserted.length;
}

export async function insertNewEvents(db: Db, rows: readonly EventRow[]): Promise<number> {
  // The database's rule is one name per Lagos day of the start.
  const batch = uniqueBy(rows, (e) => `${e.name.toLowerCase()}\u0000${instantToLagosLocal(e.startsAt).slice(0, 10)}`);
  if (batch.length === 0) return 0;
  const slugs = await freeSlugs(
    db,
    'event',
    events,
    batch.map((e) => e.name),
  );
  const values = batch.map((e, i) => ({ ...e, slug: slugs[i]! }));
  const inserted = await db.insert(events).values(values).onConflictDoNothing().returning({ id: events.id });
  return inserted.length;
}
