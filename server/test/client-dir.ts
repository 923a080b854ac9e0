// A stand-in for the built client (dist/client) for the page tests: an index.html shaped like Vite's, with
// the title and description the server replaces with each page's own, and on request the build manifest's
// chunks the screens' preloads are read from (server/pages/screen-preloads.ts).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * What a build's manifest says of the entry and the screens' chunks, with the shapes Vite gives them: the
 * post's page shares a chunk with the other screens, which index.html preloads already.
 */
export const FAKE_MANIFEST = {
  'index.html': { file: 'assets/index.js', name: 'index', src: 'index.html', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor.js', name: 'vendor' },
  '_screens.js': { file: 'assets/screens.js', name: 'screens', imports: ['_vendor.js', 'index.html'] },
  '_screen-parts.js': { file: 'assets/screen-parts.js', name: 'screen-parts', imports: ['_screens.js'] },
  '_post-page.js': { file: 'assets/post-page.js', name: 'post-page', imports: ['_screen-parts.js', '_screens.js'] },
  '_community-screens.js': {
    file: 'assets/community-screens.js',
    name: 'community-screens',
    imports: ['_post-page.js', '_screens.js'],
  },
  '_item-pages.js': { file: 'assets/item-pages.js', name: 'item-pages', imports: ['_screen-parts.js'] },
  '_member-pages.js': { file: 'assets/member-pages.js', name: 'member-pages', imports: ['_screens.js'] },
  'app/not-found-page.tsx': { file: 'assets/not-found-page.js', name: 'not-found-page', isDynamicEntry: true },
};

export function fakeClientDir({ manifest }: { manifest?: object } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'griot-client-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <title>Griot</title>',
      '    <meta name="description" content="The built description." />',
      '    <meta name="griot-messages" content="/assets/messages-0123456789/">',
      '    <script type="module" src="/assets/index.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/vendor.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/screens.js">',
      '  </head>',
      '  <body><div id="root"></div></body>',
      '</html>',
    ].join('\n'),
  );
  if (manifest) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}
