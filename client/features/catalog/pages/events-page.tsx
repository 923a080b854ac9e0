import { useLingui } from '@lingui/react/macro';
import { CatalogScreen } from '../components/catalog-screen';
import { EventCard } from '../components/event-card';
import { useListFilters } from '../lib/use-list-filters';

export function EventsPage() {
  const { t } = useLingui();
  // The past is a filter of the same screen; its heading says which events it shows.
  const past = useListFilters('events').values.when === 'past';
  return (
    <CatalogScreen
      list="events"
      title={
        past
          ? t({ id: 'catalog.events.past-title', message: 'Past Events' })
          : t({ id: 'catalog.events.upcoming-title', message: 'Upcoming Events' })
      }
      eyebrow={t({ id: 'catalog.events.eyebrow', message: 'Live' })}
      listTitle={
        past
          ? t({ id: 'catalog.events.past-list-title', message: 'All past events' })
          : t({ id: 'catalog.events.upcoming-list-title', message: 'All upcoming events' })
      }
      intro={t({
        id: 'catalog.events.intro',
        message: 'Concerts, festivals, readings and gatherings. Find your next night out.',
      })}
      columns="grid-cols-1 md:grid-cols-2 xl:grid-cols-3"
      empty={{
        title: t({ id: 'catalog.events.empty-title', message: 'No upcoming events yet' }),
        description: t({
          id: 'catalog.events.empty-description',
          message: 'New dates are announced often. Check back soon.',
        }),
      }}
      renderItem={(event, index) => <EventCard event={event} eager={index < 3} />}
    />
  );
}
