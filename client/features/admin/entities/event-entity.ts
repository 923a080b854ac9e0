import { msg } from '@lingui/core/macro';
import { linesOfTicketTypes } from '@shared/ticket-type-lines';
import { pageLocale } from '@client/lib/i18n/page-formats';
import { formatEventDate } from '@shared/dates';
import type { EventInput } from '@shared/schemas/admin-catalog';
import type { EventDetail } from '@shared/schemas/catalog';
import { artistNameOf, field, type EntityDefinition } from './entity-definition';

export const eventEntity: EntityDefinition<EventDetail, EventInput> = {
  section: 'events',
  entity: 'event',
  fields: [
    field('text', 'name', msg({ id: 'admin.event.field.name', message: 'Name' })),
    // Entered in Lagos time, whatever the admin's own time zone (docs/architecture.md).
    field('datetime', 'startsAt', msg({ id: 'admin.event.field.starts-at', message: 'Starts (Lagos time)' })),
    field('datetime', 'endsAt', msg({ id: 'admin.event.field.ends-at', message: 'Ends (Lagos time)' }), {
      optional: true,
    }),
    field('text', 'location', msg({ id: 'admin.event.field.location', message: 'Location' })),
    field('text', 'venue', msg({ id: 'admin.event.field.venue', message: 'Venue' }), { optional: true }),
    field('text', 'city', msg({ id: 'admin.event.field.city', message: 'City' }), { optional: true }),
    field('textarea', 'description', msg({ id: 'admin.event.field.description', message: 'Description' }), {
      optional: true,
    }),
    field('artist', 'artistRef', msg({ id: 'admin.event.field.artist', message: 'Artist' }), {
      name: 'artist',
      inputKey: 'artist',
      optional: true,
      read: artistNameOf,
    }),
    // Optional: without lines the event sells no tickets here.
    field('tickets', 'ticketTypes', msg({ id: 'admin.event.field.tickets', message: 'Tickets' }), {
      optional: true,
      read: (event) => linesOfTicketTypes(event.ticketTypes, event.startsAt),
    }),
  ],
  schema: () => import('@shared/schemas/admin-catalog').then((schemas) => schemas.EventInput),
  describe: (event) => ({ name: event.name, facts: [formatEventDate(event.date, pageLocale()), event.location] }),
};
