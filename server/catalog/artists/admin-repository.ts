// Artists for the admin panel. A name is taken in any case (artists_name_unique_idx); an artist whose
// products are still listed cannot be deleted (their products would lose their maker).
import { ArtistInput } from '@shared/schemas/admin-catalog';
import { artists } from '@server/db/schema';
import { resourceRepository } from '../lib/admin-resource/repository';
import { presentArtistEntry } from './presenter';

export const artistsRepository = resourceRepository({
  table: artists,
  kind: 'artist',
  input: ArtistInput,
  searchColumn: artists.name,
  nameOf: (input) => input.name,
  present: async (_db, rows) => rows.map(presentArtistEntry),
  notFoundMessage: 'Artist not found.',
  duplicateMessage: (values) => `An artist named "${values.name}" already exists.`,
  inUseMessage: 'This artist still has products. Delete their products or give them to another artist first.',
});
