import type { Artist } from '@shared/schemas/catalog';
import type { artists } from '@server/db/schema';

export function presentArtist(row: typeof artists.$inferSelect): Artist {
  return { id: row.id, name: row.name, discipline: row.discipline, bio: row.bio, imageUrl: row.imageUrl };
}
