// Events for the admin panel: all of them, past ones too. One name per date (events_name_date_idx). Start
// and end are entered in Lagos time; the date the cards show is the database's, from the start.
import { isRealLagosLocal, lagosLocalToInstant } from '@shared/lagos-time';
import { EventInput } from '@shared/schemas/admin-catalog';
import { events } from '@server/db/schema';
import { resourceRepository } from '../lib/admin-resource/repository';
import { artistRefsOf } from '../lib/artist-refs';
import { optionalArtistId } from '../lib/artist-by-name';
import { validationFailed } from '@server/errors';
import { presentEventDetail } from './presenter';
import { ticketTypesOf, writeTicketTypes } from './ticket-types';
import { NOT_FOUND } from '../lib/messages';

export const eventsRepository = resourceRepository({
  table: events,
  kind: 'event',
  input: EventInput,
  searchColumn: events.name,
  inUseMessage: /*i18n*/ {
    id: 'catalog.event.in-use',
    message: 'This event has tickets: cancel it instead, which refunds their buyers and tells them.',
  },
  nameOf: (input) => input.name,
  toValues: async (db, { startsAt, endsAt, artist, ticketTypes: _ticketTypes, ...rest }) => {
    // The format lets through days the calendar lacks (30 February): refused here, before any write.
    if (!isRealLagosLocal(startsAt))
      throw validationFailed(
        /*i18n*/ { id: 'catalog.event.start-invalid', message: 'Start must be a date and time.' },
        'startsAt',
      );
    if (endsAt?.trim() && !isRealLagosLocal(endsAt))
      throw validationFailed(
        /*i18n*/ { id: 'catalog.event.end-invalid', message: 'End must be a date and time.' },
        'endsAt',
      );
    const start = lagosLocalToInstant(startsAt);
    const end = endsAt?.trim() ? lagosLocalToInstant(endsAt) : null;
    if (end && end <= start)
      throw validationFailed(
        /*i18n*/ { id: 'catalog.event.end-before-start', message: 'End must be after the start.' },
        'endsAt',
      );
    return {
      ...rest,
      startsAt: start,
      ...(endsAt !== undefined ? { endsAt: end } : {}),
      ...(await optionalArtistId(db, artist)),
    };
  },
  // No sales end after the event: its end, or its start when it has none (checked by toValues above).
  afterWrite: (tx, id, { startsAt, endsAt, ticketTypes }) =>
    writeTicketTypes(tx, id, ticketTypes, lagosLocalToInstant(endsAt?.trim() ? endsAt : startsAt)),
  present: async (db, rows) => {
    const [refs, types] = await Promise.all([
      artistRefsOf(
        db,
        rows.map((row) => row.artistId),
      ),
      ticketTypesOf(db, new Map(rows.map((row) => [row.id, row.startsAt]))),
    ]);
    return rows.map((row) =>
      presentEventDetail(row, row.artistId ? (refs.get(row.artistId) ?? null) : null, types.get(row.id)!),
    );
  },
  notFoundMessage: NOT_FOUND.event,
  duplicateMessage: ({ name }) => ({
    .../*i18n*/ { id: 'catalog.event.duplicate', message: 'An event named "{name}" on that date already exists.' },
    values: { name },
  }),
});
