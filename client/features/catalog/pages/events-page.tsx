import type { QueryClient } from '@tanstack/react-query';
import { catalogListQuery } from '../api/get-catalog-list';
import { CatalogScreen } from '../components/catalog-screen';
import { EventCard } from '../components/event-card';

/** Starts fetching the screen's data while its code and the session arrive (the router calls it). */
export function prefetch(client: QueryClient): void {
  void client.prefetchInfiniteQuery(catalogListQuery('events'));
}

export function EventsPage() {
  return (
    <CatalogScreen
      list="events"
      title="Upcoming Events"
      eyebrow="Live"
      listTitle="All upcoming events"
      intro="Concerts, festivals, readings and gatherings. Find your next night out."
      columns="md:grid-cols-2 xl:grid-cols-3"
      empty={{ title: 'No upcoming events yet', description: 'New dates are announced often. Check back soon.' }}
      renderItem={(event, index) => <EventCard event={event} eager={index < 3} />}
    />
  );
}
