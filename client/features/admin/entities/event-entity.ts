import { linesOfTicketTypes } from '@shared/ticket-type-lines';
import { formatEventDate } from '@shared/dates';
import type { EventInput } from '@shared/schemas/admin-catalog';
import type { EventDetail } from '@shared/schemas/catalog';
import { artistNameOf, field, type EntityDefinition } from './entity-definition';

export const eventEntity: EntityDefinition<EventDetail, EventInput> = {
  section: 'events',
  entity: 'event',
  fields: [
    field('text', 'name', 'Name'),
    // Entered in Lagos time, whatever the admin's own time zone (docs/architecture.md).
    field('datetime', 'startsAt', 'Starts (Lagos time)'),
    field('datetime', 'endsAt', 'Ends (Lagos time)', { optional: true }),
    field('text', 'location', 'Location'),
    field('text', 'venue', 'Venue', { optional: true }),
    field('text', 'city', 'City', { optional: true }),
    field('textarea', 'description', 'Description', { optional: true }),
    field('artist', 'artistRef', 'Artist', { name: 'artist', inputKey: 'artist', optional: true, read: artistNameOf }),
    // Optional: without lines the event sells no tickets here.
    field('tickets', 'ticketTypes', 'Tickets', {
      optional: true,
      read: (event) => linesOfTicketTypes(event.ticketTypes, event.startsAt),
    }),
  ],
  schema: () => import('@shared/schemas/admin-catalog').then((schemas) => schemas.EventInput),
  describe: (event) => ({ name: event.name, facts: [formatEventDate(event.date), event.location] }),
};
