// Stories for the admin panel. A title is taken in any case (stories_title_idx).
import { StoryInput } from '@shared/schemas/admin-catalog';
import { stories } from '@server/db/schema';
import { resourceRepository } from '../lib/admin-resource/repository';
import { artistRefsOf } from '../lib/artist-refs';
import { optionalArtistId } from '../lib/artist-by-name';
import { presentStoryEntry } from './presenter';
import { NOT_FOUND } from '../lib/messages';

export const storiesRepository = resourceRepository({
  table: stories,
  kind: 'story',
  input: StoryInput,
  searchColumn: stories.title,
  nameOf: (input) => input.title,
  toValues: async (db, { artist, sourceName, sourceUrl, ...rest }) => ({
    ...rest,
    // Empty means none: a story written here has no source (and two empty links are not one link).
    ...(sourceName !== undefined ? { sourceName: sourceName?.trim() || null } : {}),
    ...(sourceUrl !== undefined ? { sourceUrl: sourceUrl?.trim() || null } : {}),
    ...(await optionalArtistId(db, artist)),
  }),
  present: async (db, rows) => {
    const refs = await artistRefsOf(
      db,
      rows.map((row) => row.artistId),
    );
    return rows.map((row) => presentStoryEntry(row, row.artistId ? (refs.get(row.artistId) ?? null) : null));
  },
  notFoundMessage: NOT_FOUND.story,
  duplicateMessage: ({ title }) => ({
    .../*i18n*/ { id: 'catalog.story.duplicate', message: 'A story titled "{title}" already exists.' },
    values: { title },
  }),
  duplicateField: 'title',
});
