import { ArtistInput } from '@shared/schemas/admin-catalog';
import { Artist, ArtistPage } from '@shared/schemas/catalog';
import { resourceRoutes } from '../admin-resource/routes';
import { artistsRepository } from './admin-repository';

export const adminArtistsRoutes = resourceRoutes({
  list: 'artists',
  entity: 'artist',
  searchedBy: 'name',
  input: ArtistInput,
  item: Artist,
  page: ArtistPage,
  repository: artistsRepository,
});
