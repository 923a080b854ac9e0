import { pageLocale } from '@client/lib/i18n/page-formats';
import { eventDateParts } from '@shared/dates';

interface EventDateProps {
  /** ISO calendar date from the API. */
  date: string;
}

/** The calendar tile of an event card: month, day and year of 'DEC 22, 2024', one element each, in the page's language. */
export function EventDate({ date }: EventDateProps) {
  const { month, day, year } = eventDateParts(date, pageLocale());
  return (
    <time
      dateTime={date}
      className="flex w-18 flex-col items-center rounded-2xl bg-ink-900 px-2 py-2.5 text-center leading-none text-cream-50 shadow-lift ring-2 ring-cream-50"
    >
      <span data-testid="event-month" className="text-xs font-bold tracking-[0.18em] text-ochre-300">
        {month}
      </span>
      <span data-testid="event-day" className="mt-1 font-display text-3xl font-semibold">
        {day}
      </span>
      <span data-testid="event-year" className="mt-1 text-xs text-ink-200">
        {year}
      </span>
    </time>
  );
}
