import { EventInput } from '@shared/schemas/admin-catalog';
import { EventDetail, EventDetailPage } from '@shared/schemas/catalog';
import { resourceRoutes } from '../lib/admin-resource/routes';
import { eventsRepository } from './admin-repository';

export const adminEventsRoutes = resourceRoutes({
  list: 'events',
  entity: 'event',
  searchedBy: 'name',
  input: EventInput,
  item: EventDetail,
  page: EventDetailPage,
  repository: eventsRepository,
});
