// The languages Griot speaks (docs/decisions/015-translations.md). English is the source: its texts are in
// the code, and an unprefixed address answers in it.

export const SOURCE_LOCALE = 'en';
export const LOCALES = ['en', 'fr', 'pcm', 'sw', 'ha', 'yo'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
