// How the forum and the profile show when something happened: recent moments relative to now
// ('5 minutes ago'), older ones as a story date ('Oct 26, 2024', docs/product.md §3), in the reader's own time zone.
import { formatStoryDate } from '@shared/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** '2024-10-26T21:30:00Z' → 'Oct 26, 2024' (the day as the reader's clock saw it). */
export function formatDay(isoDateTime: string): string {
  return formatStoryDate(localIsoDate(new Date(isoDateTime)));
}

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago'; from a week on, the day. */
export function formatMoment(isoDateTime: string, now: number): string {
  const elapsed = now - new Date(isoDateTime).getTime();
  // A clock a little ahead of ours still reads as now, not as the future.
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return formatDay(isoDateTime);
}

/** The full local date and time, for a tooltip beside a relative time. */
export function formatFullMoment(isoDateTime: string): string {
  return new Date(isoDateTime).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
}
