// `npm start` serves the built client: build it once when dist/client is missing.
import { existsSync } from 'node:fs';
import { build } from 'vite';

if (!existsSync(new URL('../dist/client/index.html', import.meta.url))) {
  process.stdout.write('Building the client (first start only)…\n');
  await build({ configFile: new URL('../vite.config.ts', import.meta.url).pathname, logLevel: 'warn' });
}
