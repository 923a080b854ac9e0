// An event's time as people in Lagos read it, whatever the visitor's own time zone: the events happen there.
// In the page's language (shared/locale-format).
import { EVENT_TIME_ZONE } from '@shared/constants';
import { instantToLagosLocal } from '@shared/lagos-time';
import { formatDate } from '@shared/locale-format/format';
import type { Locale } from '@shared/locales';
import { pageLocale } from './i18n/page-formats';

const lagosDay = (at: string) => instantToLagosLocal(at).slice(0, 10);

/** "Friday, 4 December 2026 at 7:00 pm – 11:00 pm" (the end's day too when it ends on another day). */
export function formatEventTime(startsAt: string, endsAt: string | null, locale: Locale = pageLocale()): string {
  const from = formatDate(startsAt, locale, 'eventDayAndTime', EVENT_TIME_ZONE);
  if (!endsAt) return from;
  const sameDay = lagosDay(startsAt) === lagosDay(endsAt);
  return `${from} – ${formatDate(endsAt, locale, sameDay ? 'time' : 'eventDayAndTime', EVENT_TIME_ZONE)}`;
}

/** "22:54": when a ticket was checked in, as the door said it (Lagos time). */
export function formatCheckInTime(at: string): string {
  return formatDate(at, pageLocale(), 'clock', EVENT_TIME_ZONE);
}

/** An OpenStreetMap search for the place, which works for any venue without a map of our own. */
export function mapLinkOf(place: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`;
}
