// A moment's calendar fields in a time zone (the reader's own when none is given), read with en-US, which
// every JavaScript engine has.

export interface DateFields {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 (Sunday) to 6. */
  weekday: number;
  /** 0 to 23. */
  hour: number;
  minute: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const readers = new Map<string | undefined, Intl.DateTimeFormat>();

function readerFor(timeZone: string | undefined): Intl.DateTimeFormat {
  let reader = readers.get(timeZone);
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
    });
    readers.set(timeZone, reader);
  }
  return reader;
}

export function dateFields(date: Date, timeZone: string | undefined): DateFields {
  const parts = Object.fromEntries(
    readerFor(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}
