// The one date module. Dates are stored as ISO calendar dates (YYYY-MM-DD) and shown in the text formats
// of docs/product.md §3: events as 'DEC 22, 2024' (split into month, day and year), stories as 'Oct 26, 2024'.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
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

/** '2024-12-22' → 'DEC 22, 2024' (the event format). */
export function formatEventDate(isoDate: string): string {
  const { year, month, day } = isoParts(isoDate);
  return `${MONTHS[month - 1]!.toUpperCase()} ${day}, ${year}`;
}

/** '2024-10-26' → 'Oct 26, 2024' (the story format). */
export function formatStoryDate(isoDate: string): string {
  const { year, month, day } = isoParts(isoDate);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** Splits a date text on spaces into month, day and year, as the events screen shows it: 'DEC 22, 2024' → DEC / 22 / 2024. */
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
