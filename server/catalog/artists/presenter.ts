import type { Artist, ArtistEntry } from '@shared/schemas/catalog';
import type { artists } from '@server/db/schema';
import { presentImageDetails, type WithImage } from '@server/db/stored-images';

/** An artist's row with their picture's details (stored_images, left-joined). */
export type ArtistRow = WithImage<typeof artists.$inferSelect>;

export function presentArtist(row: ArtistRow): Artist {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    discipline: row.discipline,
    bio: row.bio,
    genre: row.genre,
    location: row.location,
    imageUrl: row.imageUrl,
    image: presentImageDetails(row.image),
  };
}

/** An artist with their links: what the admin edits, and the head of their page. */
export function presentArtistEntry(row: ArtistRow): ArtistEntry {
  return { ...presentArtist(row), links: row.links };
}
