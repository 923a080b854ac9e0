// The local image store's files (DATA_DIR/uploads), as they go into an archive.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { isArchivablePath } from './archive-manifest';

export interface UploadFile {
  archivePath: string;
  absolutePath: string;
}

/**
 * Every stored file, sorted; hidden names are the store's temporaries (written, then renamed into place),
 * left out like anything else a restore would not write back.
 */
export async function listUploadFiles(uploadsDir: string): Promise<{ files: UploadFile[]; leftOut: string[] }> {
  let entries;
  try {
    entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files: [], leftOut: [] };
    throw error;
  }
  const files: UploadFile[] = [];
  const leftOut: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolutePath = path.join(entry.parentPath, entry.name);
    const relative = path.relative(uploadsDir, absolutePath).split(path.sep);
    if (relative.some((segment) => segment.startsWith('.'))) continue;
    const archivePath = ['uploads', ...relative].join('/');
    if (isArchivablePath(archivePath)) files.push({ archivePath, absolutePath });
    else leftOut.push(absolutePath);
  }
  files.sort((a, b) => a.archivePath.localeCompare(b.archivePath));
  return { files, leftOut };
}
