// An event as an iCalendar file, for "Add to calendar": any calendar app (Google, Apple, Outlook) reads
// it. Times are written as instants (UTC), so each app shows them in its owner's zone; the link leads
// back to the event's page under PUBLIC_URL. The UID is the event's own, so a second download updates the
// same entry; a reminder comes the day before. An event without an end is written as an evening's three hours.
import ical, { ICalAlarmType } from 'ical-generator';
import type { EventDetail } from '@shared/schemas/catalog';

const EVENING_MS = 3 * 60 * 60 * 1000;
const DAY_SECONDS = 24 * 60 * 60;

export function eventCalendarFile(event: EventDetail, publicUrl: string): string {
  const url = `${publicUrl}/events/${event.slug}`;
  const calendar = ical({ name: 'Griot', prodId: { company: 'Griot', product: 'events' } });
  const start = new Date(event.startsAt);
  const entry = calendar.createEvent({
    id: `${event.id}@${new URL(publicUrl).host}`,
    start,
    end: event.endsAt ? new Date(event.endsAt) : new Date(start.getTime() + EVENING_MS),
    summary: event.name,
    description: event.description ? `${event.description}\n\n${url}` : url,
    location: [event.venue, event.location].filter(Boolean).join(', '),
    url,
  });
  entry.createAlarm({ type: ICalAlarmType.display, trigger: DAY_SECONDS, description: `Tomorrow: ${event.name}` });
  return calendar.toString();
}
