import { formatEventDate } from '@shared/dates';
import type { EventInput } from '@shared/schemas/admin-catalog';
import type { Event } from '@shared/schemas/catalog';
import { field, type EntityDefinition } from './entity-definition';

export const eventEntity: EntityDefinition<Event, EventInput> = {
  section: 'events',
  entity: 'event',
  fields: [field('text', 'name', 'Name'), field('date', 'date', 'Date'), field('text', 'location', 'Location')],
  schema: () => import('@shared/schemas/admin-catalog').then((schemas) => schemas.EventInput),
  describe: (event) => ({ name: event.name, facts: [formatEventDate(event.date), event.location] }),
};
