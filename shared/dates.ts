// The one date module. Dates are stored as ISO calendar dates (YYYY-MM-DD) and shown through
// shared/locale-format in the reader's language; in English, the text formats of docs/product.md §3: events
// as 'DEC 22, 2024' (split into month, day and year), stories as 'Oct 26, 2024'.
import { formatDate } from './locale-format/format';
import { SOURCE_LOCALE, type Locale } from './locales';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DateParts {
  month: string;
  day: string;
  year: string;
}

function isoParts(isoDate: string): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** A calendar date in a preset: an ISO date is its midnight in UTC, so read in UTC it is that day anywhere. */
const formatCalendarDate = (isoDate: string, locale: Locale, preset: 'date' | 'month') =>
  formatDate(isoDate, locale, preset, 'UTC');

/** '2024-12-22' → 'DEC 22, 2024' (the event format), '22 DÉC. 2024' in French. */
export function formatEventDate(isoDate: string, locale: Locale = SOURCE_LOCALE): string {
  return formatCalendarDate(isoDate, locale, 'date').toUpperCase();
}

/** '2024-10-26' → 'Oct 26, 2024' (the story format), '26 oct. 2024' in French. */
export function formatStoryDate(isoDate: string, locale: Locale = SOURCE_LOCALE): string {
  return formatCalendarDate(isoDate, locale, 'date');
}

/** An event card's calendar tile: 'DEC', '22' and '2024' for '2024-12-22', the month in the reader's language. */
export function eventDateParts(isoDate: string, locale: Locale): DateParts {
  const month = formatCalendarDate(isoDate, locale, 'month').toUpperCase();
  return { month, day: String(Number(isoDate.slice(8, 10))), year: isoDate.slice(0, 4) };
}

/** Splits an English date text on spaces into month, day and year: 'DEC 22, 2024' → DEC / 22 / 2024. */
export function splitDisplayDate(text: string): DateParts {
  const [month = '', day = '', year = ''] = text.trim().split(/\s+/);
  return { month, day: day.replace(/,$/, ''), year };
}

/** Today's calendar date in UTC as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Adds whole days to an ISO date. */
export function addDaysIso(isoDate: string, days: number): string {
  const { year, month, day } = isoParts(isoDate);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
