// The page's language, from its address (shared/locale-address.ts), fixed for the document's life: the
// switcher loads the other language's address anew. English needs nothing more (its texts are in the code);
// another language's catalog part and, for Hausa, Yoruba and Pidgin, their shipped formats load before the
// first screen, and the code that loads them only for such a page.
import { directionOf, localeOfPath } from '@shared/locale-address';
import { SOURCE_LOCALE, type Locale } from '@shared/locales';
import type { CatalogPart } from './catalog-parts';
import { i18n } from './i18n';

export const PAGE_LOCALE: Locale = localeOfPath(window.location.pathname);

/** Readies the page's language: its texts and formats, and the page says which it is. */
export async function startPageLanguage(): Promise<void> {
  document.documentElement.lang = PAGE_LOCALE;
  document.documentElement.dir = directionOf(PAGE_LOCALE);
  if (PAGE_LOCALE === SOURCE_LOCALE) return;
  const [{ loadCatalogPart }, { loadShippedFormats }] = await Promise.all([
    import('./catalog-parts'),
    import('./shipped-formats'),
  ]);
  await Promise.all([loadCatalogPart(PAGE_LOCALE, 'public'), loadShippedFormats(PAGE_LOCALE)]);
  // A language whose part did not load still activates: its texts show in English, the code's own.
  i18n.activate(PAGE_LOCALE);
}

/** Loads another part of the page language's catalog, before the screens that show it. */
export async function loadPagePart(part: CatalogPart): Promise<void> {
  if (PAGE_LOCALE === SOURCE_LOCALE) return;
  const { loadCatalogPart } = await import('./catalog-parts');
  await loadCatalogPart(PAGE_LOCALE, part);
}
