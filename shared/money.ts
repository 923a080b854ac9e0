// The one money formatter: prices are kept in kobo and shown in naira (₦, thousands by locale).
import { CURRENCY_SYMBOL } from './constants';

const KOBO_PER_NAIRA = 100;
const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string | undefined, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale ?? ''}:${fractionDigits}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    cache.set(key, format);
  }
  return format;
}

/**
 * Kobo → naira text: 1_500_000 → "₦15,000" (en locales). Whole naira show no decimals; any kobo
 * show two digits (1_500_050 → "₦15,000.50").
 */
export function formatNaira(kobo: number, locale?: string): string {
  const digits = kobo % KOBO_PER_NAIRA === 0 ? 0 : 2;
  return `${CURRENCY_SYMBOL}${numberFormat(locale, digits).format(kobo / KOBO_PER_NAIRA)}`;
}

/** A naira amount typed in a form (step 0.01) → integer kobo, or null when it is not a valid price. */
export function nairaToKobo(naira: number): number | null {
  if (!Number.isFinite(naira) || naira < 0) return null;
  const kobo = Math.round(naira * KOBO_PER_NAIRA);
  return Number.isSafeInteger(kobo) && kobo <= 2_147_483_647 ? kobo : null;
}

export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA;
}
