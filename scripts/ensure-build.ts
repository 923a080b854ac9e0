// `npm start` runs the production build: the client is built once when dist/client is missing, and the
// server (a fraction of a second) every time, so that it always matches its sources.
import { existsSync } from 'node:fs';
import { build } from 'vite';
import { buildServer } from './build-server';

if (!existsSync(new URL('../dist/client/index.html', import.meta.url))) {
  process.stdout.write('Building the client (first start only)…\n');
  await build({ configFile: new URL('../vite.config.ts', import.meta.url).pathname, logLevel: 'warn' });
}
await buildServer();
