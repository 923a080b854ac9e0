import { ArtistInput } from '@shared/schemas/admin-catalog';
import { Artist, ArtistPage } from '@shared/schemas/catalog';
import { validateArtistInput } from '@shared/validation/catalog-input';
import { resourceRoutes } from '../resource-routes';
import { artistsRepository } from './repository';

export const adminArtistsRoutes = resourceRoutes({ list: 'artists', entity: 'artist', searchedBy: 'name', input: ArtistInput, item: Artist, page: ArtistPage, validate: validateArtistInput, repository: artistsRepository });
