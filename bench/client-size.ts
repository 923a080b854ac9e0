// What a browser downloads on first load, from the built page and Vite's build manifest: every script
// and stylesheet the page names (the entry and the chunks it modulepreloads: the public screens') with
// their static imports, for a visitor and for an admin (who also loads the admin area's lazy chunks).
// The entry alone is given beside it. Sizes are gzip (what the target of docs/performance.md is in) and brotli, each
// file compressed on its own.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { assetsNamedIn, findGroupChunk, staticClosure, type Manifest } from '../server/pages/build-manifest';
import { SCREEN_CHUNKS, type ScreenChunk } from '../server/pages/screen-preloads';

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface LoadSize {
  js: FileSize[];
  css: FileSize[];
  jsGzip: number;
  cssGzip: number;
  jsBrotli: number;
  cssBrotli: number;
}

export interface ClientSize {
  /** The entry chunk and its static imports: what runs before any screen's code is asked for. */
  entry: LoadSize;
  /** Everything the page loads before its first screen shows. */
  visitor: LoadSize;
  admin: LoadSize;
  /**
   * A first visit that lands on a screen outside the first screens' chunk (from a shared link): the
   * visitor's first load and that screen's chunk with its imports, which the server names in that
   * address's page (server/pages/screen-preloads.ts).
   */
  landings: Array<{ chunk: ScreenChunk; load: LoadSize }>;
  /** Admin modules found in a visitor's first-load JS (from the source maps); empty when split. */
  adminModulesInVisitorLoad: string[];
  /** Lazy chunks only the admin area loads. */
  adminChunks: string[];
}

/** Admin code, in manifest keys (relative to client/) and in source-map paths (../../client/…). */
const ADMIN_SOURCE =
  /(^|\/)(client\/)?(features\/admin\/|features\/[^/]+\/admin\/|components\/admin\/|features\/auth\/pages\/admin-login-page|app\/admin-guard|app\/layouts\/admin-shell)/;

function sizeOf(distDir: string, file: string): FileSize {
  const bytes = readFileSync(path.join(distDir, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes).length, brotli: brotliCompressSync(bytes).length };
}

function loadSize(distDir: string, manifest: Manifest, keys: Set<string>, pageCss: string[] = []): LoadSize {
  const js = [...keys].map((key) => sizeOf(distDir, manifest[key]!.file));
  const cssFiles = new Set([...pageCss, ...[...keys].flatMap((key) => manifest[key]?.css ?? [])]);
  const css = [...cssFiles].map((file) => sizeOf(distDir, file));
  const sum = (files: FileSize[], kind: 'gzip' | 'brotli') => files.reduce((total, f) => total + f[kind], 0);
  return {
    js,
    css,
    jsGzip: sum(js, 'gzip'),
    cssGzip: sum(css, 'gzip'),
    jsBrotli: sum(js, 'brotli'),
    cssBrotli: sum(css, 'brotli'),
  };
}

function sourcesOf(distDir: string, file: string): string[] {
  const mapFile = path.join(distDir, `${file}.map`);
  if (!existsSync(mapFile)) return [];
  return (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources;
}

export function measureClientSize(distDir: string): ClientSize {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: set build.manifest in vite.config.ts`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const entryKeys = staticClosure(manifest, entries);
  // The page's own <script src> and <link href>: the entry, its modulepreloads and its stylesheet.
  const page = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const named = assetsNamedIn(page);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const pageKeys = named.filter((file) => file.endsWith('.js')).map((file) => keyOfFile.get(file) ?? file);
  const unknown = pageKeys.filter((key) => !manifest[key]);
  if (unknown.length > 0) throw new Error(`index.html names scripts the manifest does not know: ${unknown.join(', ')}`);
  const visitorKeys = staticClosure(manifest, pageKeys, new Set(entryKeys));
  const pageCss = named.filter((file) => file.endsWith('.css'));

  // Every chunk reachable through dynamic imports whose own source is admin code starts the admin area.
  const reachable = new Set<string>();
  const walk = (key: string) => {
    if (reachable.has(key)) return;
    reachable.add(key);
    for (const next of [...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? [])]) walk(next);
  };
  entries.forEach(walk);
  const adminStarts = [...reachable].filter(
    (key) => manifest[key]!.isDynamicEntry && ADMIN_SOURCE.test(manifest[key]!.src ?? key),
  );
  const adminKeys = staticClosure(manifest, adminStarts, new Set(visitorKeys));

  const adminModulesInVisitorLoad = [...visitorKeys]
    .flatMap((key) => sourcesOf(distDir, manifest[key]!.file))
    .filter((source) => ADMIN_SOURCE.test(source))
    .map((source) => source.replace(/^(\.\.\/)+/, ''));

  const landings = SCREEN_CHUNKS.map((chunk) => {
    const key = findGroupChunk(manifest, chunk);
    if (!key) throw new Error(`The build has no chunk named ${chunk}: see vite.config.ts's groups`);
    return { chunk, load: loadSize(distDir, manifest, staticClosure(manifest, [key], new Set(visitorKeys)), pageCss) };
  });

  return {
    entry: loadSize(distDir, manifest, entryKeys),
    visitor: loadSize(distDir, manifest, visitorKeys, pageCss),
    admin: loadSize(distDir, manifest, adminKeys, pageCss),
    landings,
    adminModulesInVisitorLoad,
    adminChunks: [...adminKeys].filter((key) => !visitorKeys.has(key)).map((key) => manifest[key]!.file),
  };
}
