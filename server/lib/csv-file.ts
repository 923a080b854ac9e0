// CSV files for the admin (attendees, newsletter subscribers), made by csv-stringify. A cell a spreadsheet
// would run as a formula (=, +, -, @, tab or carriage return first) is written with a leading apostrophe,
// so a name or an address typed by anyone can never run in the admin's spreadsheet.
import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as a spreadsheet will only ever show it. */
export const inertCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** A header line and the rows, CRLF between records (what spreadsheets expect). */
export function csvFile(columns: string[], rows: string[][]): string {
  return stringify(rows, { header: true, columns, cast: { string: inertCell }, record_delimiter: 'windows' });
}
