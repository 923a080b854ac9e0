// Compiles the server to dist/server/main.js (and the image process it starts, dist/server/image-process.js), which `npm start`, the browser and
// system tests and the benchmark run with plain Node. Running from the TypeScript sources through tsx
// costs far more memory (docs/performance.md). Packages stay in node_modules: only our own code
// is bundled, in a fraction of a second, so callers simply build again before they start the server.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The command that starts the built server, relative to the project root. */
export const SERVER_ENTRY = 'dist/server/main.js';

let building: Promise<unknown> | null = null;

/** Builds once per process: callers that start several servers at once share one build. */
export async function buildServer(): Promise<void> {
  building ??= build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts', 'image-process': 'server/media/images/image-process-entry.ts' },
    outdir: path.dirname(SERVER_ENTRY),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.server.json',
    sourcemap: true,
    logLevel: 'warning',
  });
  await building;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
