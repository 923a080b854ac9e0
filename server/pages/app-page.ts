// The app's HTML (the built client's index.html) with a page's own head: the built file's title and
// description are replaced by the page's tags, so every address answers with the app and says what it is,
// and a screen outside the first screens' chunk has its code preloaded (screen-preloads.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadScreenPreloads, type ScreenChunk } from './screen-preloads';

const TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/>\s*/;

export type AppPage = (head: string, screen?: ScreenChunk) => string;

/** Reads index.html once; the answer for a head is the file with that head in place of its own. */
export function loadAppPage(clientDir: string): AppPage {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8').replace(TITLE, '').replace(DESCRIPTION, '');
  const preloads = loadScreenPreloads(clientDir, html);
  const at = html.indexOf('</head>');
  return (head, screen) => {
    const code = screen ? preloads(screen) : '';
    return `${html.slice(0, at)}  ${code ? `${head}\n  ${code}` : head}\n  ${html.slice(at)}`;
  };
}
