// Reads a locale's PO catalog (locales/{locale}/messages.po, docs/decisions/015-translations.md) and compiles
// its translations for Lingui's run time, which has no compiler of its own. Read at start by the server and
// by the client's build (scripts/vite-messages.ts), so no compiled copy can fall behind its PO file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
// Relative, not @shared: the client's build configuration (vite.config.ts) loads this file too.
import { SOURCE_LOCALE } from '../../../shared/locales';

const po = formatter();

/** The PO file of a locale under a project's root. */
export const poFileOf = (root: string, locale: string) => path.join(root, 'locales', locale, 'messages.po');

/** A locale's translations as its translators wrote them (ICU, not compiled), by id; untranslated ones left out. */
export async function readTranslations(root: string, locale: string): Promise<Record<string, string>> {
  const file = poFileOf(root, locale);
  const catalog = await po.parse(await readFile(file, 'utf8'), { locale, sourceLocale: SOURCE_LOCALE, filename: file });
  const translations: Record<string, string> = {};
  for (const [id, entry] of Object.entries(catalog)) {
    if (!entry.obsolete && entry.translation) translations[id] = entry.translation;
  }
  return translations;
}

/** A locale's translated messages, compiled; an untranslated one is left out, for its English to show. */
export async function readCatalog(root: string, locale: string): Promise<Messages> {
  const translations = await readTranslations(root, locale);
  const messages: Messages = {};
  for (const [id, translation] of Object.entries(translations)) messages[id] = compileMessage(translation);
  return messages;
}
