// The page's language, from its address (shared/locale-address.ts), fixed for the document's life: the
// switcher loads the other language's address anew. Before the first screen, its catalog's public part and,
// for Hausa, Yoruba and Pidgin, their shipped formats load, and the page says its language.
import { directionOf, localeOfPath } from '@shared/locale-address';
import type { Locale } from '@shared/locales';
import { loadCatalogPart, type CatalogPart } from './catalog-parts';
import { i18n } from './i18n';
import { loadShippedFormats } from './shipped-formats';

export const PAGE_LOCALE: Locale = localeOfPath(window.location.pathname);

/** Readies the page's language: its texts (English's are in the code) and formats. */
export async function startPageLanguage(): Promise<void> {
  await Promise.all([loadCatalogPart(PAGE_LOCALE, 'public'), loadShippedFormats(PAGE_LOCALE)]);
  // A language whose part did not load still activates: its texts show in English, the code's own.
  if (i18n.locale !== PAGE_LOCALE) i18n.activate(PAGE_LOCALE);
  document.documentElement.lang = PAGE_LOCALE;
  document.documentElement.dir = directionOf(PAGE_LOCALE);
}

/** Loads another part of the page language's catalog, before the screens that show it. */
export function loadPagePart(part: CatalogPart): Promise<void> {
  return loadCatalogPart(PAGE_LOCALE, part);
}
