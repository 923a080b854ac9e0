import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import ha from './cldr/ha';
import pcm from './cldr/pcm';
import yo from './cldr/yo';
import { formatDate, formatNairaIn, formatNumber } from './format';
import { registerLocaleData } from './shipped-format';
import { DATE_PRESETS, type DatePreset } from './presets';
import { SHIPPED_LOCALES } from './shipped-locales';

const LAGOS = 'Africa/Lagos';
const PRESETS = Object.keys(DATE_PRESETS) as DatePreset[];
const SHIPPED = { ha, yo, pcm };
for (const locale of SHIPPED_LOCALES) registerLocaleData(locale, SHIPPED[locale]);

/** A moment every 61 hours and 13 minutes through 2026, in both halves of the day. */
const moments = Array.from({ length: 150 }, (_, n) => new Date(Date.UTC(2026, 0, 1, 3) + n * (61 * 60 + 13) * 60_000));

describe('dates, numbers and naira in every language', () => {
  it("keeps English's product formats", () => {
    const start = '2026-12-04T18:00:00Z';
    expect(formatDate(start, 'en', 'eventDayAndTime', LAGOS)).toBe('Friday, 4 December 2026 at 7:00 pm');
    expect(formatDate(start, 'en', 'eventStart', LAGOS)).toBe('Fri, 4 Dec 2026, 7:00 pm');
    expect(formatDate(start, 'en', 'eventDay', LAGOS)).toBe('Friday, 4 December 2026');
    expect(formatDate(start, 'en', 'clock', LAGOS)).toBe('19:00');
    expect(formatDate(start, 'en', 'date', LAGOS)).toBe('Dec 4, 2026');
    expect(formatNairaIn(1_500_000, 'en')).toBe('₦15,000');
    expect(formatNairaIn(1_500_050, 'en')).toBe('₦15,000.50');
  });

  it("keeps English's other formats: naira, a copy's day and an event tile's month", () => {
    expect(formatNairaIn(0, 'en')).toBe('₦0');
    expect(formatNairaIn(123_456_789_00, 'en')).toBe('₦123,456,789');
    expect(formatNairaIn(2_275_050, 'en')).toBe('₦22,750.50');
    expect(formatNairaIn(1, 'en')).toBe('₦0.01');
    const november = new Date(Date.UTC(2026, 10, 25, 13, 5));
    // docs/product.md: "at 14:05 on 25 Nov" for an older copy.
    expect(formatDate(november, 'en', 'dayMonth', LAGOS)).toBe('25 Nov');
    expect(formatDate(november, 'en', 'clock', LAGOS)).toBe('14:05');
    expect(formatDate(november, 'en', 'month', LAGOS)).toBe('Nov');
    expect(formatDate('2024-10-26T20:30:00Z', 'en', 'moment', LAGOS)).toBe('Oct 26, 2024, 9:30 PM');
    expect(formatNumber(1_234_567, 'en')).toBe('1,234,567');
  });

  it('prints Hausa, Yoruba and Pidgin from the shipped data exactly as Node’s CLDR does, in every preset', () => {
    for (const locale of SHIPPED_LOCALES) {
      for (const preset of PRESETS) {
        const intl = new Intl.DateTimeFormat(locale, { ...DATE_PRESETS[preset], timeZone: LAGOS });
        for (const moment of moments) expect(formatDate(moment, locale, preset, LAGOS)).toBe(intl.format(moment));
      }
      const naira = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'NGN',
        currencyDisplay: 'narrowSymbol',
      });
      expect(formatNairaIn(1_234_550, locale)).toBe(naira.format(12_345.5));
      expect(formatNumber(1_234_567, locale)).toBe(new Intl.NumberFormat(locale).format(1_234_567));
    }
  });

  it('names the months in the language, never in English', () => {
    const december = new Date(Date.UTC(2026, 11, 4, 18));
    expect(formatDate(december, 'ha', 'longDate', LAGOS)).toBe('4 Disamba, 2026');
    expect(formatDate(december, 'yo', 'longDate', LAGOS)).toBe('4 Oṣù Ọ̀pẹ̀ 2026');
    expect(formatDate(december, 'pcm', 'longDate', LAGOS)).toBe('4 Disẹ́mba 2026');
    expect(formatDate(december, 'fr', 'longDate', LAGOS)).toBe('4 décembre 2026');
    expect(formatNairaIn(1_500_000, 'fr')).toBe('15\u202f000\u00a0₦');
  });

  it('formats every language in every preset', () => {
    for (const locale of LOCALES)
      for (const preset of PRESETS) expect(formatDate(moments[0]!, locale, preset, LAGOS)).not.toBe('');
  });

  it('ships about a kilobyte per language', async () => {
    for (const locale of SHIPPED_LOCALES) {
      const gzip = new Blob([JSON.stringify(SHIPPED[locale])]).stream().pipeThrough(new CompressionStream('gzip'));
      expect((await new Response(gzip).arrayBuffer()).byteLength).toBeLessThan(1200);
    }
  });
});
