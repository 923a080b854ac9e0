import { ArtistInput } from '@shared/schemas/admin-catalog';
import { ArtistEntry, ArtistEntryPage } from '@shared/schemas/catalog';
import { resourceRoutes } from '../lib/admin-resource/routes';
import { artistsRepository } from './admin-repository';

export const adminArtistsRoutes = resourceRoutes({
  list: 'artists',
  entity: 'artist',
  searchedBy: 'name',
  input: ArtistInput,
  item: ArtistEntry,
  page: ArtistEntryPage,
  repository: artistsRepository,
});
