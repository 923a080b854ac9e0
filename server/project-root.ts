// The project's root folder (the one with package.json), found from this module's own location, so that
// paths to the migrations and the built client hold both when the server runs from its TypeScript
// sources (server/) and from its production build (dist/server/).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  let folder = start;
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`No package.json above ${start}`);
    folder = parent;
  }
  return folder;
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));

export const fromRoot = (...parts: string[]) => path.join(projectRoot, ...parts);
