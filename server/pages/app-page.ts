// The app's HTML (the built client's index.html) with a page's own head: the built file's title and
// description are replaced by the page's tags, so every address answers with the app and says what it is.
// The page also names what its first screen waits for: the API answers (data-preloads.ts) and, for a screen
// outside the first screens' chunk, its code (screen-preloads.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { directionOf } from '@shared/locale-address';
import { SOURCE_LOCALE, type Locale } from '@shared/locales';
import { dataPreloadTags } from './data-preloads';
import { loadScreenPreloads, type ScreenChunk } from './screen-preloads';

const TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/>\s*/;

/** What a page's first screen needs beyond the app: its chunk, and the API addresses it reads. */
export interface FirstScreen {
  chunk?: ScreenChunk;
  data?: readonly string[];
}

export type AppPage = (head: string, screen?: FirstScreen, locale?: Locale) => string;

const HTML_LANG = /<html lang="[^"]*">/;
/** The folder of the catalogs' parts, which the build names in index.html (scripts/vite-messages.ts). */
const MESSAGES_FOLDER = /<meta name="griot-messages" content="([^"]+)"/;

/**
 * Reads index.html once; the answer for a head is the file with that head in place of its own, in a page's
 * language: `<html lang dir>`, and for a language other than English its catalog's public part preloaded,
 * which the app fetches before its first screen (client/lib/i18n/page-language.ts).
 */
export function loadAppPage(clientDir: string): AppPage {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8').replace(TITLE, '').replace(DESCRIPTION, '');
  const preloads = loadScreenPreloads(clientDir, html);
  const messages = MESSAGES_FOLDER.exec(html)?.[1];
  const at = html.indexOf('</head>');
  return (head, { chunk, data } = {}, locale = SOURCE_LOCALE) => {
    const catalog =
      messages && locale !== SOURCE_LOCALE
        ? `<link rel="preload" as="fetch" crossorigin href="${messages}${locale}/public.json" />`
        : '';
    const tags = [head, catalog, dataPreloadTags(data), chunk ? preloads(chunk) : ''].filter(Boolean).join('\n  ');
    const start = html.slice(0, at).replace(HTML_LANG, `<html lang="${locale}" dir="${directionOf(locale)}">`);
    return `${start}  ${tags}\n  ${html.slice(at)}`;
  };
}
