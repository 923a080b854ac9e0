// Artists for the admin panel. A name is taken in any case (artists_name_unique_idx); an artist whose
// products are still listed cannot be deleted (their products would lose their maker).
import { ArtistInput } from '@shared/schemas/admin-catalog';
import { artists } from '@server/db/schema';
import { resourceRepository } from '../lib/admin-resource/repository';
import { presentArtistEntry } from './presenter';
import { NOT_FOUND } from '../lib/messages';

export const artistsRepository = resourceRepository({
  table: artists,
  kind: 'artist',
  input: ArtistInput,
  searchColumn: artists.name,
  nameOf: (input) => input.name,
  present: async (_db, rows) => rows.map(presentArtistEntry),
  notFoundMessage: NOT_FOUND.artist,
  duplicateMessage: ({ name }) => ({
    .../*i18n*/ { id: 'catalog.artist.duplicate', message: 'An artist named "{name}" already exists.' },
    values: { name },
  }),
  inUseMessage: /*i18n*/ {
    id: 'catalog.artist.in-use',
    message: 'This artist still has products. Delete their products or give them to another artist first.',
  },
});
