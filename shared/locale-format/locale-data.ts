// The shape of a language's formats for the languages the browser may lack (./presets.ts): each preset is a
// list of pieces, literal text or a field of the date, and the names those fields use.

/** A field of the date in a preset: its digits, or the list of names it is shown with. */
export type DatePiece =
  | string
  | { field: 'day' | 'minute' | 'year'; digits: 1 | 2 | 4 }
  | { field: 'hour'; digits: 1 | 2; cycle: 12 | 24 }
  | { field: 'month'; digits: 1 | 2 }
  | { field: 'month' | 'weekday' | 'dayPeriod'; names: number };

export interface LocaleData {
  /** Name lists (months from January, weekdays from Sunday, day periods AM then PM), referred to by index. */
  names: string[][];
  /** The pieces of each preset. */
  presets: Record<string, DatePiece[]>;
  /** Digits' grouping and decimal signs, and what comes before and after the amount in naira. */
  number: { group: string; decimal: string; nairaBefore: string; nairaAfter: string };
}
