// A stand-in for the built client (dist/client) for the page tests: an index.html shaped like Vite's, with
// the title and description the server replaces with each page's own.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function fakeClientDir(): string {
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
      '    <script type="module" src="/assets/index.js"></script>',
      '  </head>',
      '  <body><div id="root"></div></body>',
      '</html>',
    ].join('\n'),
  );
  return dir;
}
