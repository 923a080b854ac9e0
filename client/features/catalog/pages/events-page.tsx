import { CatalogScreen } from '../components/catalog-screen';
import { EventCard } from '../components/event-card';
import { useListFilters } from '../lib/use-list-filters';

export function EventsPage() {
  // The past is a filter of the same screen; its heading says which events it shows.
  const past = useListFilters('events').values.when === 'past';
  return (
    <CatalogScreen
      list="events"
      title={past ? 'Past Events' : 'Upcoming Events'}
      eyebrow="Live"
      listTitle={past ? 'All past events' : 'All upcoming events'}
      intro="Concerts, festivals, readings and gatherings. Find your next night out."
      columns="grid-cols-1 md:grid-cols-2 xl:grid-cols-3"
      empty={{ title: 'No upcoming events yet', description: 'New dates are announced often. Check back soon.' }}
      renderItem={(event, index) => <EventCard event={event} eager={index < 3} />}
    />
  );
}
