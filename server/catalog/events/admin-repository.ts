// Events for the admin panel: all of them, past ones too. One name per date (events_name_date_idx).
import { EventInput } from '@shared/schemas/admin-catalog';
import { presentEvent } from './presenter';
import { events } from '@server/db/schema';
import { resourceRepository } from '../admin-resource/repository';

export const eventsRepository = resourceRepository({
  table: events,
  input: EventInput,
  searchColumn: events.name,
  present: presentEvent,
  notFoundMessage: 'Event not found.',
  duplicateMessage: (values) => `An event named "${values.name}" on that date already exists.`,
});
