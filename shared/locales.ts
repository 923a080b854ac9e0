// The languages Griot speaks (docs/decisions/015-translations.md). English is the source: its texts are in
// the code, and an unprefixed address answers in it.

export const SOURCE_LOCALE = 'en';
export const LOCALES = ['en', 'fr', 'pcm', 'sw', 'ha', 'yo'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Each language in its own words, as the switcher lists it: a reader finds theirs whatever the page's. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  pcm: 'Naijá',
  sw: 'Kiswahili',
  ha: 'Hausa',
  yo: 'Èdè Yorùbá',
};

/** The cookie that keeps a visitor's choice of language (any, English too): no address is chosen for them again. */
export const LANGUAGE_COOKIE = 'griot_lang';
