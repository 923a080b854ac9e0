// An event's time as people in Lagos read it, whatever the visitor's own time zone: the events happen there.
import { EVENT_TIME_ZONE } from '@shared/constants';

const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: EVENT_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});
const timeOnly = new Intl.DateTimeFormat('en-GB', {
  timeZone: EVENT_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});
const dayOnly = new Intl.DateTimeFormat('en-CA', { timeZone: EVENT_TIME_ZONE });

/** "Friday, 4 December 2026 at 7:00 pm – 11:00 pm" (the end's day too when it ends on another day). */
export function formatEventTime(startsAt: string, endsAt: string | null): string {
  const start = new Date(startsAt);
  const from = dayAndTime.format(start);
  if (!endsAt) return from;
  const end = new Date(endsAt);
  const sameDay = dayOnly.format(start) === dayOnly.format(end);
  return `${from} – ${sameDay ? timeOnly.format(end) : dayAndTime.format(end)}`;
}

const doorClock = new Intl.DateTimeFormat('en-GB', { timeZone: EVENT_TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** "22:54": when a ticket was checked in, as the door said it (Lagos time). */
export function formatCheckInTime(at: string): string {
  return doorClock.format(new Date(at));
}

/** An OpenStreetMap search for the place, which works for any venue without a map of our own. */
export function mapLinkOf(place: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`;
}
