// Formats a date from a language's shipped data (./locale-data.ts), for the languages whose formats the
// browser may lack: the same pieces on the server and in every browser, so both print the same. Loaded
// only with such a language's data: ./format.ts calls it through what registerLocaleData gives it.
import { dateFields } from './date-fields';
import { setShippedFormats } from './format';
import type { DatePiece, LocaleData } from './locale-data';
import type { ShippedLocale } from './shipped-locales';

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

function pieceText(piece: DatePiece, data: LocaleData, fields: ReturnType<typeof dateFields>): string {
  if (typeof piece === 'string') return piece;
  switch (piece.field) {
    case 'day':
      return pad(fields.day, piece.digits);
    case 'minute':
      return pad(fields.minute, piece.digits);
    case 'year':
      return piece.digits === 2 ? pad(fields.year % 100, 2) : String(fields.year);
    case 'hour':
      return pad(piece.cycle === 12 ? fields.hour % 12 || 12 : fields.hour, piece.digits);
    case 'month':
      return 'digits' in piece ? pad(fields.month, piece.digits) : data.names[piece.names]![fields.month - 1]!;
    case 'weekday':
      return data.names[piece.names]![fields.weekday]!;
    case 'dayPeriod':
      return data.names[piece.names]![fields.hour < 12 ? 0 : 1]!;
  }
}

export function formatShippedDate(
  date: Date,
  pieces: DatePiece[],
  data: LocaleData,
  timeZone: string | undefined,
): string {
  const fields = dateFields(date, timeZone);
  return pieces.map((piece) => pieceText(piece, data, fields)).join('');
}

/** A number with the language's signs: 1234567.5 → "1,234,567.5". */
export function formatShippedNumber(value: number, fractionDigits: number, data: LocaleData): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, data.number.group);
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `${data.number.decimal}${fraction}` : ''}`;
}

/** Makes a shipped language's formats the ones ./format.ts prints (the server at start; the client with its catalog). */
export function registerLocaleData(locale: ShippedLocale, data: LocaleData): void {
  const { nairaBefore, nairaAfter } = data.number;
  setShippedFormats(locale, {
    date: (moment, preset, timeZone) => formatShippedDate(moment, data.presets[preset]!, data, timeZone),
    number: (value, fractionDigits, naira) => {
      const number = formatShippedNumber(value, fractionDigits, data);
      return naira ? `${nairaBefore}${number}${nairaAfter}` : number;
    },
  });
}
