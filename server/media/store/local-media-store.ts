// Images on this server's disk under DATA_DIR/uploads, served at /uploads/. File names derive from the
// content, so a stored file never changes (a year-long cache is safe) and the same image is kept once.
import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MediaFolder, StoreCheck } from '@shared/schemas/media';
import type { LocalMediaStoreShape, StoredImageInput } from './media-store';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** The names this store writes: `<32 hex of the SHA-256 of the bytes>.<extension>`. */
export const STORED_FILE_NAME = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

export function storedFileName(image: Pick<StoredImageInput, 'bytes' | 'extension'>): string {
  return `${createHash('sha256').update(image.bytes).digest('hex').slice(0, 32)}.${image.extension}`;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Writes a temporary file, flushes it and renames it into place: readers never see half a file. */
async function writeAtomically(target: string, bytes: Buffer): Promise<void> {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export function createLocalMediaStore(rootDir: string): LocalMediaStoreShape {
  return {
    kind: 'local',
    rootDir,

    async save(image) {
      const name = storedFileName(image);
      const folder = path.join(rootDir, image.folder);
      const target = path.join(folder, name);
      if (!(await exists(target))) {
        await mkdir(folder, { recursive: true });
        await writeAtomically(target, image.bytes);
      }
      return { url: `${UPLOADS_URL_PREFIX}${image.folder}/${name}` };
    },

    async remove(url: string, folder: MediaFolder) {
      const prefix = `${UPLOADS_URL_PREFIX}${folder}/`;
      if (!url.startsWith(prefix)) return;
      const name = url.slice(prefix.length);
      // Only names this store writes: never a path of the caller's making.
      if (!STORED_FILE_NAME.test(name)) return;
      await rm(path.join(rootDir, folder, name), { force: true });
    },

    async check(): Promise<StoreCheck> {
      const probe = path.join(rootDir, `.probe-${randomUUID()}`);
      try {
        await mkdir(rootDir, { recursive: true });
        await writeAtomically(probe, Buffer.from('probe'));
        await rm(probe);
        return {
          store: 'local',
          outcome: 'working',
          message: 'Local image storage is working correctly: images are saved on this server, in DATA_DIR/uploads.',
        };
      } catch (error) {
        return {
          store: 'local',
          outcome: 'issues',
          message:
            'Local image storage has issues: images cannot be saved in DATA_DIR/uploads. Check that the folder exists and that the server may write to it.',
          detail: error instanceof Error ? error.message : String(error),
        };
      }
    },
  };
}
