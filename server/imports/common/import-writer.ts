// Writes an import in one statement. The database's case-insensitive unique indexes (artists by
// lower(name), stories by lower(title), events by lower(name) and date) decide what already exists,
// so two imports racing each other can never add a duplicate or fail with one. ON CONFLICT without a
// target skips a row that would break any unique index, expression indexes included.
import type { Db } from '@server/db/database';
import { artists, events, stories } from '@server/db/schema';
import type { ArtistRow } from '../artists/mapping';
import type { EventRow } from '../events/generator';
import type { StoryRow } from '../stories/mapping';
import { uniqueBy } from './text';

/** How many of the rows were new (and so inserted). */
export async function insertNewArtists(db: Db, rows: readonly ArtistRow[]): Promise<number> {
  const batch = uniqueBy(rows, (a) => a.name.toLowerCase());
  if (batch.length === 0) return 0;
  const inserted = await db.insert(artists).values(batch).onConflictDoNothing().returning({ id: artists.id });
  return inserted.length;
}

export async function insertNewStories(db: Db, rows: readonly StoryRow[]): Promise<number> {
  const batch = uniqueBy(rows, (s) => s.title.toLowerCase());
  if (batch.length === 0) return 0;
  const inserted = await db.insert(stories).values(batch).onConflictDoNothing().returning({ id: stories.id });
  return inserted.length;
}

export async function insertNewEvents(db: Db, rows: readonly EventRow[]): Promise<number> {
  const batch = uniqueBy(rows, (e) => `${e.name.toLowerCase()}\u0000${e.date}`);
  if (batch.length === 0) return 0;
  const inserted = await db.insert(events).values(batch).onConflictDoNothing().returning({ id: events.id });
  return inserted.length;
}
