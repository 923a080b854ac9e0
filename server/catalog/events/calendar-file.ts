// An event as an iCalendar file, for "Add to calendar": any calendar app (Google, Apple, Outlook) reads
// it. Times are written as instants (UTC), so each app shows them in its owner's zone; the link leads
// back to the event's page under PUBLIC_URL.
import ical from 'ical-generator';
import type { EventDetail } from '@shared/schemas/catalog';

export function eventCalendarFile(event: EventDetail, publicUrl: string): string {
  const url = `${publicUrl}/events/${event.slug}`;
  const calendar = ical({ name: 'Griot', prodId: { company: 'Griot', product: 'events' } });
  calendar.createEvent({
    id: `${event.id}@${new URL(publicUrl).host}`,
    start: new Date(event.startsAt),
    ...(event.endsAt ? { end: new Date(event.endsAt) } : {}),
    summary: event.name,
    description: event.description ? `${event.description}\n\n${url}` : url,
    location: [event.venue, event.location].filter(Boolean).join(', '),
    url,
  });
  return calendar.toString();
}
