// The artist an item belongs to, as items present it: name and page. One query for a whole page of items.
import { inArray } from 'drizzle-orm';
import type { ArtistRef } from '@shared/schemas/catalog';
import type { Db } from '@server/db/database';
import { artists } from '@server/db/schema';

export async function artistRefsOf(db: Db, ids: (string | null)[]): Promise<Map<string, ArtistRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: artists.id, slug: artists.slug, name: artists.name })
    .from(artists)
    .where(inArray(artists.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
