import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatNairaIn } from './format';
import { registerShippedLocales } from './register-shipped';
import { SHIPPED_LOCALES } from './shipped-locales';

const { DateTimeFormat, NumberFormat } = Intl;
afterEach(() => Object.assign(Intl, { DateTimeFormat, NumberFormat }));

// Node's Intl knows these languages and prints them alike, so what tells the shipped path is that Intl is
// never asked for them (browsers' Intl may not know them).
describe('registering every shipped language', () => {
  it('makes Hausa, Yoruba and Pidgin print from their data, not from Intl', () => {
    const asked: string[] = [];
    Object.assign(Intl, {
      DateTimeFormat: class extends DateTimeFormat {
        constructor(locale?: string, options?: Intl.DateTimeFormatOptions) {
          super(locale, options);
          asked.push(String(locale));
        }
      },
      NumberFormat: class extends NumberFormat {
        constructor(locale?: string, options?: Intl.NumberFormatOptions) {
          super(locale, options);
          asked.push(String(locale));
        }
      },
    });
    registerShippedLocales();
    const december = new Date(Date.UTC(2026, 11, 4, 18));
    expect(formatDate(december, 'ha', 'month', 'Africa/Lagos')).toBe('Dis');
    expect(formatDate(december, 'yo', 'longDate', 'Africa/Lagos')).toBe('4 Oṣù Ọ̀pẹ̀ 2026');
    expect(formatDate(december, 'pcm', 'longDate', 'Africa/Lagos')).toBe('4 Disẹ́mba 2026');
    expect(formatNairaIn(1_500_000, 'ha')).toBe('₦\u00a015,000');
    expect(formatDate(december, 'fr', 'month', 'Africa/Lagos')).toBe('déc.');
    expect(asked).toContain('fr');
    expect(asked.filter((locale) => (SHIPPED_LOCALES as readonly string[]).includes(locale))).toEqual([]);
  });
});
