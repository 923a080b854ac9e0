// The server's Lingui instances (docs/decisions/015-translations.md): one `I18n` per locale, each made at
// start from its PO catalog (./po-catalog.ts), picked per text and never through a global. Every instance
// compiles a descriptor's English when its catalog lacks the id, so a message not yet translated (or not yet
// extracted) shows in English. Reading them also registers the date and number formats Griot ships for the
// languages browsers may lack (shared/locale-format), so the server prints them as the client does.
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { registerShippedLocales } from '@shared/locale-format/register-shipped';
import { LOCALES, SOURCE_LOCALE, type Locale } from '@shared/locales';
import { projectRoot } from '@server/project-root';
import { say } from '@shared/texts';
import { readCatalog } from './po-catalog';

/** Every locale's instance, read once per process. */
export interface ServerI18n {
  /** The instance of a locale. */
  of(locale: Locale): I18n;
  /** English, the source: for what is written for nobody's language in particular. */
  readonly english: I18n;
}

/** An instance of a locale with the messages given (a catalog's, compiled), falling back to the English. */
export function localeI18n(locale: Locale, messages: Parameters<I18n['load']>[1] = {}): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  // Lingui's production build compiles nothing by itself: the descriptors' English is ICU source.
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

/** The instances from a project's catalogs (locales/{locale}/messages.po). */
async function readServerI18n(root: string): Promise<ServerI18n> {
  registerShippedLocales();
  const entries = await Promise.all(
    LOCALES.map(async (locale) => [locale, localeI18n(locale, await readCatalog(root, locale))] as const),
  );
  const byLocale = new Map<Locale, I18n>(entries);
  const of = (locale: Locale) => byLocale.get(locale) ?? byLocale.get(SOURCE_LOCALE)!;
  return { of, english: of(SOURCE_LOCALE) };
}

const loaded = new Map<string, Promise<ServerI18n>>();

/** Every locale's instance, from the catalogs under `root`: read on the first call, the same promise after. */
export function loadServerI18n(root: string = projectRoot): Promise<ServerI18n> {
  let promise = loaded.get(root);
  if (!promise) {
    promise = readServerI18n(root);
    // A failed read (a broken catalog) is tried again by the next caller rather than kept.
    promise.catch(() => loaded.delete(root));
    loaded.set(root, promise);
  }
  return promise;
}

/**
 * English from the descriptors alone, no catalog: for the texts made where no request nor app is at hand
 * (an error thrown deep in a command keeps its English as its `message`, for logs and tests). The English
 * catalog holds the same texts, as `lingui extract` writes them from the code.
 */
export const sourceEnglish: I18n = localeI18n(SOURCE_LOCALE);

/** A descriptor's English. */
export const inEnglish = (descriptor: MessageDescriptor): string => say(sourceEnglish, descriptor);

/**
 * A descriptor with the values of its placeholders: `i18n._(withValues(descriptor, { name }))`, the descriptor
 * marked where it is written. `lingui extract` reads a marked descriptor there, where it cannot read one
 * spread into `i18n._({ … })`, and `i18n._(descriptor, values)` does not type.
 */
export { withValues } from '@shared/texts';
