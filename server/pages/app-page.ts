// The app's HTML (the built client's index.html) with a page's own head: the built file's title and
// description are replaced by the page's tags, so every address answers with the app and says what it is.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/>\s*/;

export type AppPage = (head: string) => string;

/** Reads index.html once; the answer for a head is the file with that head in place of its own. */
export function loadAppPage(clientDir: string): AppPage {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8').replace(TITLE, '').replace(DESCRIPTION, '');
  const at = html.indexOf('</head>');
  return (head) => `${html.slice(0, at)}  ${head}\n  ${html.slice(at)}`;
}
