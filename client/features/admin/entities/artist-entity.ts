import type { ArtistInput } from '@shared/schemas/admin-catalog';
import type { ArtistEntry } from '@shared/schemas/catalog';
import { field, type EntityDefinition } from './entity-definition';

export const artistEntity: EntityDefinition<ArtistEntry, ArtistInput> = {
  section: 'artists',
  entity: 'artist',
  fields: [
    field('text', 'name', 'Name'),
    field('text', 'discipline', 'Discipline'),
    field('textarea', 'bio', 'Bio'),
    field('text', 'genre', 'Genre', { optional: true }),
    field('text', 'location', 'Location', { optional: true }),
    // One per line: Instagram, Spotify, Audiomack… are told apart by their address (shared/artist-link-lines.ts).
    field('links', 'links', 'Links (one per line)', { optional: true }),
  ],
  schema: () => import('@shared/schemas/admin-catalog').then((schemas) => schemas.ArtistInput),
  describe: (artist) => ({ name: artist.name, facts: [artist.discipline] }),
};
