// Dates, numbers and naira in a language (docs/decisions/015-translations.md, "Dates, numbers and plurals by
// Intl"): Intl where every engine has the language; for Hausa, Yoruba and Pidgin, which browsers may lack,
// the shipped data (./cldr/), registered by whoever loads it (./shipped-format.ts), so that the server and
// every browser print the same. English keeps the exact formats of docs/product.md. This module holds no
// code of the shipped formats: English's first load carries Intl's path alone.
import type { Locale } from '../locales';
import { DATE_PRESETS, type DatePreset } from './presets';

const KOBO_PER_NAIRA = 100;
const NAIRA = { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol' } as const;

/**
 * English's presets in the product's formats: British with a 12-hour clock ("Friday, 4 December 2026 at
 * 7:00 pm", "25 Nov"; the door's clock keeps its 24 hours), but for these, American ("Oct 26, 2024").
 */
const AMERICAN: readonly DatePreset[] = ['date', 'longDate', 'moment', 'month'];

/** A language's formats from its shipped data (./shipped-format.ts makes them). */
export interface ShippedFormats {
  /** In a time zone, or the reader's own. */
  date(moment: Date, preset: DatePreset, timeZone: string | undefined): string;
  /** A number, or an amount in naira with the language's sign. */
  number(value: number, fractionDigits: number, naira: boolean): string;
}

const shipped = new Map<string, ShippedFormats>();

/** Formats a language from now on with its shipped data rather than the engine's (./shipped-format.ts). */
export function setShippedFormats(locale: Locale, formats: ShippedFormats): void {
  shipped.set(locale, formats);
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
  const moment = new Date(date);
  const own = shipped.get(locale);
  if (own) return own.date(moment, preset, timeZone);
  const english = locale === 'en';
  const tag = english ? (AMERICAN.includes(preset) ? 'en' : 'en-GB') : locale;
  const format = cached(
    `date:${tag}:${preset}:${timeZone}`,
    () => new Intl.DateTimeFormat(tag, { hourCycle: english ? 'h12' : undefined, ...DATE_PRESETS[preset], timeZone }),
  );
  return format.format(moment);
}

/** A number, or an amount in naira, with the language's grouping and decimal signs. */
function formatAmount(value: number, locale: Locale, fractionDigits: number, naira: boolean): string {
  const own = shipped.get(locale);
  if (own) return own.number(value, fractionDigits, naira);
  const format = cached(
    `${locale}:${fractionDigits}:${naira}`,
    () =>
      new Intl.NumberFormat(locale, {
        ...(naira && NAIRA),
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  );
  return format.format(value);
}

/** A number with the language's grouping and decimal signs. */
export const formatNumber = (value: number, locale: Locale, fractionDigits = 0): string =>
  formatAmount(value, locale, fractionDigits, false);

/**
 * Kobo in naira: "₦15,000" in English, "15 000 ₦" in French. Whole naira show no decimals; any kobo show two.
 */
export const formatNairaIn = (kobo: number, locale: Locale): string =>
  formatAmount(kobo / KOBO_PER_NAIRA, locale, kobo % KOBO_PER_NAIRA ? 2 : 0, true);
