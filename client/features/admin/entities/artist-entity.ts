import type { ArtistInput } from '@shared/schemas/admin-catalog';
import type { Artist } from '@shared/schemas/catalog';
import { field, type EntityDefinition } from './entity-definition';

export const artistEntity: EntityDefinition<Artist, ArtistInput> = {
  section: 'artists',
  entity: 'artist',
  fields: [field('text', 'name', 'Name'), field('text', 'discipline', 'Discipline'), field('textarea', 'bio', 'Bio')],
  schema: () => import('@shared/schemas/admin-catalog').then((schemas) => schemas.ArtistInput),
  describe: (artist) => ({ name: artist.name, facts: [artist.discipline] }),
};
