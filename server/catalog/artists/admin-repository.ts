// Artists for the admin panel. A name is taken in any case (artists_name_unique_idx).
import { ArtistInput } from '@shared/schemas/admin-catalog';
import { presentArtist } from './presenter';
import { artists } from '@server/db/schema';
import { resourceRepository } from '../admin-resource/repository';

export const artistsRepository = resourceRepository({
  table: artists,
  input: ArtistInput,
  searchColumn: artists.name,
  present: presentArtist,
  notFoundMessage: 'Artist not found.',
  duplicateMessage: (values) => `An artist named "${values.name}" already exists.`,
});
