import { EventInput } from '@shared/schemas/admin-catalog';
import { Event, EventPage } from '@shared/schemas/catalog';
import { validateEventInput } from '@shared/validation/catalog-input';
import { resourceRoutes } from '../resource-routes';
import { eventsRepository } from './repository';

export const adminEventsRoutes = resourceRoutes({ list: 'events', entity: 'event', searchedBy: 'name', input: EventInput, item: Event, page: EventPage, validate: validateEventInput, repository: eventsRepository });
