// How the forum and the profile show when something happened: recent moments relative to now
// ('5 minutes ago'), older ones as a story date ('Oct 26, 2024', docs/product.md §3), in the reader's own
// time zone and the page's language.
import { plural, t } from '@lingui/core/macro';
import { pageLocale } from '@client/lib/i18n/page-formats';
import { formatDate } from '@shared/locale-format/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '2024-10-26T21:30:00Z' → 'Oct 26, 2024' (the day as the reader's clock saw it). */
export function formatDay(isoDateTime: string): string {
  return formatDate(isoDateTime, pageLocale(), 'date');
}

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago'; from a week on, the day. */
export function formatMoment(isoDateTime: string, now: number): string {
  const elapsed = now - new Date(isoDateTime).getTime();
  // A clock a little ahead of ours still reads as now, not as the future.
  // Messages rather than Intl.RelativeTimeFormat, which lacks some of the app's languages.
  if (elapsed < MINUTE) return t({ id: 'ui.time.just-now', message: 'just now' });
  if (elapsed < HOUR) {
    const minutes = Math.floor(elapsed / MINUTE);
    return t({ id: 'ui.time.minutes-ago', message: plural(minutes, { one: '# minute ago', other: '# minutes ago' }) });
  }
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return t({ id: 'ui.time.hours-ago', message: plural(hours, { one: '# hour ago', other: '# hours ago' }) });
  }
  if (elapsed < 2 * DAY) return t({ id: 'ui.time.yesterday', message: 'yesterday' });
  if (elapsed < 7 * DAY) {
    const days = Math.floor(elapsed / DAY);
    return t({ id: 'ui.time.days-ago', message: plural(days, { one: '# day ago', other: '# days ago' }) });
  }
  return formatDay(isoDateTime);
}

/** The full local date and time, for a tooltip beside a relative time. */
export function formatFullMoment(isoDateTime: string): string {
  return formatDate(isoDateTime, pageLocale(), 'moment');
}
