// An entry names its artist as the admin typed it; the directory's record of that name (in any case, as
// names are unique) is what the entry refers to.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { artists } from '@server/db/schema';
import { validationFailed } from '@server/errors';

export const ARTIST_NOT_IN_DIRECTORY = /*i18n*/ {
  id: 'catalog.artist.not-in-directory',
  message: 'Choose the artist from the directory.',
};

/** The id of the artist named `name`; 400 when the directory has no such artist. */
export async function artistIdNamed(db: Db, name: string): Promise<string> {
  const [row] = await db
    .select({ id: artists.id })
    .from(artists)
    .where(eq(sql`lower(${artists.name})`, name.trim().toLowerCase()));
  if (!row) throw validationFailed(ARTIST_NOT_IN_DIRECTORY, 'artist');
  return row.id;
}

/** For an optional artist: none when the name is empty, and left as it was when the input has no name. */
export async function optionalArtistId(db: Db, name: string | undefined): Promise<{ artistId?: string | null }> {
  if (name === undefined) return {};
  return { artistId: name.trim() ? await artistIdNamed(db, name) : null };
}
