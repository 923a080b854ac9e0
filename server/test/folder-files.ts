// A folder's files, by path relative to it, with their bytes: to compare two trees file for file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function folderFiles(folder: string): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    files[path.relative(folder, absolute)] = readFileSync(absolute);
  }
  return files;
}
