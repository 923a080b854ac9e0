// The code of a screen that is not among the first screens (whose chunk index.html already preloads),
// named in its address's HTML as modulepreloads: a shared link's screen then downloads beside the entry
// instead of after the entry has run and asked for it, one round trip less on a phone (docs/performance.md).
// The chunks are vite.config.ts's groups, found by name in the build's manifest.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
// Relative, not @shared: the client size check (bench/client-size.ts) loads this module without the project's paths.
import { SCREEN_CHUNKS, type ScreenChunk } from '../../shared/routes';
import { assetsNamedIn, findGroupChunk, staticClosure, type Manifest } from './build-manifest';

/** The groups of vite.config.ts whose screens a shared link opens first (the route table names them; the bench weighs them too). */
export { SCREEN_CHUNKS, type ScreenChunk };

/**
 * The link tags each screen chunk adds to a page: the chunk and its imports that the page does not name
 * already. Without a build manifest (the page tests' stand-in, a development build) no page adds any; a
 * manifest without one of the chunks stops the server, since vite.config.ts and this list disagree.
 */
export function loadScreenPreloads(clientDir: string, page: string): (chunk: ScreenChunk) => string {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const named = new Set(assetsNamedIn(page));
  const tags = new Map<ScreenChunk, string>();
  for (const chunk of SCREEN_CHUNKS) {
    const key = findGroupChunk(manifest, chunk);
    if (!key) throw new Error(`The client build has no chunk named ${chunk}: vite.config.ts's groups have changed`);
    const files = [...staticClosure(manifest, [key])]
      .flatMap((needed) => manifest[needed]?.file ?? [])
      .filter((file) => !named.has(file));
    tags.set(chunk, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n  '));
  }
  return (chunk) => tags.get(chunk)!;
}
