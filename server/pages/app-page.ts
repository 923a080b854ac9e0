// The app's HTML (the built client's index.html) with a page's own head: the built file's title and
// description are replaced by the page's tags, so every address answers with the app and says what it is.
// The page also names what its first screen waits for: the API answers (data-preloads.ts) and, for a screen
// outside the first screens' chunk, its code (screen-preloads.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dataPreloadTags } from './data-preloads';
import { loadScreenPreloads, type ScreenChunk } from './screen-preloads';

const TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/>\s*/;

/** What a page's first screen needs beyond the app: its chunk, and the API addresses it reads. */
export interface FirstScreen {
  chunk?: ScreenChunk;
  data?: readonly string[];
}

export type AppPage = (head: string, screen?: FirstScreen) => string;

/** Reads index.html once; the answer for a head is the file with that head in place of its own. */
export function loadAppPage(clientDir: string): AppPage {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8').replace(TITLE, '').replace(DESCRIPTION, '');
  const preloads = loadScreenPreloads(clientDir, html);
  const at = html.indexOf('</head>');
  return (head, { chunk, data } = {}) => {
    const tags = [head, dataPreloadTags(data), chunk ? preloads(chunk) : ''].filter(Boolean).join('\n  ');
    return `${html.slice(0, at)}  ${tags}\n  ${html.slice(at)}`;
  };
}
