import type { ArtistInput } from '@shared/schemas/admin-catalog';
import type { ArtistEntry } from '@shared/schemas/catalog';
import { msg } from '@lingui/core/macro';
import { field, type EntityDefinition } from './entity-definition';

export const artistEntity: EntityDefinition<ArtistEntry, ArtistInput> = {
  section: 'artists',
  entity: 'artist',
  fields: [
    field('text', 'name', msg({ id: 'admin.artist.field.name', message: 'Name' })),
    field('text', 'discipline', msg({ id: 'admin.artist.field.discipline', message: 'Discipline' })),
    field('textarea', 'bio', msg({ id: 'admin.artist.field.bio', message: 'Bio' })),
    field('text', 'genre', msg({ id: 'admin.artist.field.genre', message: 'Genre' }), { optional: true }),
    field('text', 'location', msg({ id: 'admin.artist.field.location', message: 'Location' }), { optional: true }),
    // One per line: Instagram, Spotify, Audiomack… are told apart by their address (shared/artist-link-lines.ts).
    field('links', 'links', msg({ id: 'admin.artist.field.links', message: 'Links (one per line)' }), {
      optional: true,
    }),
  ],
  schema: () => import('@shared/schemas/admin-catalog').then((schemas) => schemas.ArtistInput),
  describe: (artist) => ({ name: artist.name, facts: [artist.discipline] }),
};
