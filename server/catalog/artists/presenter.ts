import type { Artist, ArtistEntry } from '@shared/schemas/catalog';
import type { artists } from '@server/db/schema';

export function presentArtist(row: typeof artists.$inferSelect): Artist {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    discipline: row.discipline,
    bio: row.bio,
    genre: row.genre,
    location: row.location,
    imageUrl: row.imageUrl,
  };
}

/** An artist with their links: what the admin edits, and the head of their page. */
export function presentArtistEntry(row: typeof artists.$inferSelect): ArtistEntry {
  return { ...presentArtist(row), links: row.links };
}
