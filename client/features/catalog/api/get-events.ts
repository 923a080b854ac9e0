import type { Event, EventPage } from '@shared/schemas/catalog';
import { catalogListQuery, fetchCatalogPage, useCatalogList } from './use-catalog-list';

/** One page of events, in the server's order; pass the previous page's nextCursor for the next. */
export function fetchEvents(cursor: string | null = null, signal?: AbortSignal): Promise<EventPage> {
  return fetchCatalogPage<Event>('events', cursor, signal);
}

export function useEvents() {
  return useCatalogList('events', fetchEvents);
}

export const eventsQuery = () => catalogListQuery('events', fetchEvents);
