// The client build's manifest (dist/client/.vite/manifest.json), as the server's page preloads and the
// bench's client size read it: which chunk a group is, and what a chunk needs before it runs.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A group's chunk: keyed by its file (`_post-page-….js`), unlike an entry, which is keyed by its source. */
export function findGroupChunk(manifest: Manifest, name: string): string | undefined {
  return Object.keys(manifest).find(
    (key) => manifest[key]!.name === name && !manifest[key]!.isEntry && !manifest[key]!.isDynamicEntry,
  );
}

/** The chunk keys a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue;
    into.add(key);
    staticClosure(manifest, manifest[key]?.imports ?? [], into);
  }
  return into;
}

/** The scripts and stylesheets a page names itself (`<script src>`, `<link href>`), as build paths. */
export function assetsNamedIn(page: string): string[] {
  return [...page.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
}
