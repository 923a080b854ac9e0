// A language in an address (docs/decisions/015-translations.md, "Locales in addresses"): every language but
// English prefixes the path with its code (`/fr/music/…`), English stays unprefixed, so a page's language
// is its address's and kept pages and caches stay keyed by address.
import { isLocale, SOURCE_LOCALE, type Locale } from './locales';

/** The language an address is in: its first segment's when that is a prefixed language, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = /^\/([a-z]{2,3})(?:\/|$)/.exec(pathname)?.[1];
  return first && first !== SOURCE_LOCALE && isLocale(first) ? first : SOURCE_LOCALE;
}

/** The prefix of a language's addresses: '' for English, '/fr' for French. */
export function localePrefix(locale: Locale): string {
  return locale === SOURCE_LOCALE ? '' : `/${locale}`;
}

/** The path without its language's prefix: '/fr/music' → '/music', '/fr' → '/'. */
export function pathWithoutLocale(pathname: string): string {
  const prefix = localePrefix(localeOfPath(pathname));
  return prefix ? pathname.slice(prefix.length) || '/' : pathname;
}

/** The same page in another language: ('/fr/music', 'yo') → '/yo/music'; ('/fr', 'en') → '/'. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const path = pathWithoutLocale(pathname);
  const prefix = localePrefix(locale);
  return prefix ? `${prefix}${path === '/' ? '' : path}` : path;
}

/** The languages written right to left: none yet, and the layout is ready for them (logical properties). */
const RIGHT_TO_LEFT: readonly string[] = [];

export function directionOf(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.includes(locale) ? 'rtl' : 'ltr';
}
