// Dates, numbers and naira in a language (docs/decisions/015-translations.md, "Dates, numbers and plurals by
// Intl"): Intl where every engine has the language; for Hausa, Yoruba and Pidgin, which browsers may lack,
// the shipped data (./cldr/), registered by whoever loads it, so that the server and every browser print
// the same. English keeps the exact formats of docs/product.md.
import { CURRENCY_SYMBOL } from '../constants';
import type { Locale } from '../locales';
import type { LocaleData } from './locale-data';
import { DATE_PRESETS, type DatePreset } from './presets';
import { formatShippedDate, formatShippedNumber } from './shipped-format';
import { isShippedLocale, type ShippedLocale } from './shipped-locales';

const KOBO_PER_NAIRA = 100;

/**
 * English's own tags per preset: the product's formats ("Friday, 4 December 2026 at 7:00 pm" is en-GB
 * with a 12-hour clock; a story's day "Oct 26, 2024" is en-US).
 */
const ENGLISH: Record<DatePreset, { tag: string; options?: Intl.DateTimeFormatOptions }> = {
  eventDayAndTime: { tag: 'en-GB', options: { hourCycle: 'h12' } },
  eventDay: { tag: 'en-GB' },
  time: { tag: 'en-GB', options: { hourCycle: 'h12' } },
  eventStart: { tag: 'en-GB', options: { hourCycle: 'h12' } },
  clock: { tag: 'en-GB' },
  date: { tag: 'en' },
  longDate: { tag: 'en' },
  moment: { tag: 'en' },
  dayMonth: { tag: 'en' },
};

const shipped = new Map<ShippedLocale, LocaleData>();

/** Makes a shipped language's formats available (the server at start; the client with its catalog). */
export function registerLocaleData(locale: ShippedLocale, data: LocaleData): void {
  shipped.set(locale, data);
}

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<Format extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => Format): Format {
  let format = formats.get(key) as Format | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** A moment in a preset, in a time zone (the reader's own when none is given). */
export function formatDate(date: Date | string, locale: Locale, preset: DatePreset, timeZone?: string): string {
  const moment = typeof date === 'string' ? new Date(date) : date;
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const data = isShippedLocale(locale) ? shipped.get(locale) : undefined;
  if (data) return formatShippedDate(moment, data.presets[preset]!, data, zone);
  const english = locale === 'en' ? ENGLISH[preset] : undefined;
  const tag = english?.tag ?? locale;
  const format = cached(`date:${tag}:${preset}:${zone}`, () => {
    const options: Intl.DateTimeFormatOptions = { ...DATE_PRESETS[preset], ...english?.options, timeZone: zone };
    return new Intl.DateTimeFormat(tag, options);
  });
  return format.format(moment);
}

/** A number with the language's grouping and decimal signs. */
export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  const data = isShippedLocale(locale) ? shipped.get(locale) : undefined;
  if (data) return formatShippedNumber(value, fractionDigits, data);
  const format = cached(
    `number:${locale}:${fractionDigits}`,
    () =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
  );
  return format.format(value);
}

/**
 * Kobo in naira: "₦15,000" in English, "15 000 ₦" in French. Whole naira show no decimals; any kobo show two.
 */
export function formatNairaIn(kobo: number, locale: Locale): string {
  const digits = kobo % KOBO_PER_NAIRA === 0 ? 0 : 2;
  const data = isShippedLocale(locale) ? shipped.get(locale) : undefined;
  if (data) {
    const { nairaBefore, nairaAfter } = data.number;
    return `${nairaBefore}${formatShippedNumber(kobo / KOBO_PER_NAIRA, digits, data)}${nairaAfter}`;
  }
  if (locale === 'en') return `${CURRENCY_SYMBOL}${formatNumber(kobo / KOBO_PER_NAIRA, locale, digits)}`;
  const format = cached(
    `naira:${locale}:${digits}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'NGN',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
  return format.format(kobo / KOBO_PER_NAIRA);
}
