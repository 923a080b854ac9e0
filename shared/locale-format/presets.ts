// The date and time formats Griot shows, by name: each screen asks for one of these, so that the three
// languages whose formats the browser may lack (Hausa, Yoruba, Pidgin) can ship exactly these, generated
// from Node's CLDR data (scripts/generate-locale-data.ts; docs/decisions/015-translations.md).

export const DATE_PRESETS = {
  /** An event's day and start: "Friday, 4 December 2026 at 7:00 pm" in English. */
  eventDayAndTime: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
  /** An event's day, without its time: "Friday, 4 December 2026" (a mail about it). */
  eventDay: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** A time of day: "7:00 pm". */
  time: { hour: 'numeric', minute: '2-digit' },
  /** An event's start in feeds and cards: "Fri, 4 Dec 2026, 7:00 pm". */
  eventStart: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
  /** A 24-hour clock, as the door shows check-ins: "22:54". */
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** A day: "Oct 26, 2024". */
  date: { dateStyle: 'medium' },
  /** A day in words: "October 26, 2024". */
  longDate: { dateStyle: 'long' },
  /** A day and a time: "Oct 26, 2024, 9:30 PM". */
  moment: { dateStyle: 'medium', timeStyle: 'short' },
  /** A day of the month: "26 Oct". */
  dayMonth: { day: 'numeric', month: 'short' },
  /** A month's short name, as an event's date tile shows it above the day and the year: "Dec". */
  month: { month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DatePreset = keyof typeof DATE_PRESETS;
