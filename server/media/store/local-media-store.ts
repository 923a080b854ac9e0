// Images on this server's disk under DATA_DIR/uploads, served at /uploads/. File names derive from the
// content, so a stored file never changes (a year-long cache is safe) and the same image is kept once.
// Each picture's responsive copies lie beside it as `<name>-<width>w.<avif|webp|jpg>` (shared/image-variants.ts).
import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { variantFileName } from '@shared/image-variants';
import type { MediaFolder } from '@shared/schemas/media';
import type { LocalMediaStoreShape, StoreCheckResult, StoredImageInput } from './media-store';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** The pictures this store writes: `<32 hex of the SHA-256 of the bytes>.<extension>`. */
export const MAIN_FILE_NAME = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

/** Every name this store writes and serves: a picture, or one of its copies `<32 hex>-<width>w.<format>`. */
export const STORED_FILE_NAME = /^[0-9a-f]{32}(?:\.(?:jpg|png|gif|webp)|-[1-9][0-9]{0,4}w\.(?:avif|webp|jpg))$/;

export function storedFileName(image: Pick<StoredImageInput, 'bytes' | 'extension'>): string {
  return `${createHash('sha256').update(image.bytes).digest('hex').slice(0, 32)}.${image.extension}`;
}

/** The files of one picture to write, its copies first and the picture last, by name. */
export function filesOf(image: StoredImageInput): Array<{ name: string; bytes: Buffer; contentType: string }> {
  const name = storedFileName(image);
  return [
    ...(image.variants ?? []).map((variant) => ({
      name: variantFileName(name, variant.width, variant.format),
      bytes: variant.bytes,
      contentType: variant.contentType,
    })),
    { name, bytes: image.bytes, contentType: image.contentType },
  ];
}

/** Whether `name` is the picture `mainName` or one of its copies. */
export function belongsTo(mainName: string, name: string): boolean {
  const base = mainName.replace(/\.[a-z]+$/, '');
  return name === mainName || (name.startsWith(`${base}-`) && STORED_FILE_NAME.test(name));
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
      const folder = path.join(rootDir, image.folder);
      await mkdir(folder, { recursive: true });
      // The copies before the picture: the same bytes make the same names, so a file already there is
      // kept as it is, and one missing (a picture stored before its copies existed) is written.
      const files = filesOf(image);
      for (const file of files) {
        const target = path.join(folder, file.name);
        if (!(await exists(target))) await writeAtomically(target, file.bytes);
      }
      return { url: `${UPLOADS_URL_PREFIX}${image.folder}/${files[files.length - 1]!.name}` };
    },

    async remove(url: string, folder: MediaFolder) {
      const prefix = `${UPLOADS_URL_PREFIX}${folder}/`;
      if (!url.startsWith(prefix)) return;
      const name = url.slice(prefix.length);
      // Only names this store writes: never a path of the caller's making.
      if (!MAIN_FILE_NAME.test(name)) return;
      let names: string[];
      try {
        names = await readdir(path.join(rootDir, folder));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      // The copies first: a picture whose main file is gone is gone, whatever copies a crash left.
      const own = names.filter((entry) => entry !== name && belongsTo(name, entry));
      for (const entry of [...own, name]) await rm(path.join(rootDir, folder, entry), { force: true });
    },

    async check(): Promise<StoreCheckResult> {
      const probe = path.join(rootDir, `.probe-${randomUUID()}`);
      try {
        await mkdir(rootDir, { recursive: true });
        await writeAtomically(probe, Buffer.from('probe'));
        await rm(probe);
        return {
          store: 'local',
          outcome: 'working',
          message: /*i18n*/ {
            id: 'media.local.working',
            message: 'Local image storage is working correctly: images are saved on this server, in DATA_DIR/uploads.',
          },
        };
      } catch (error) {
        return {
          store: 'local',
          outcome: 'issues',
          message: /*i18n*/ {
            id: 'media.local.issues',
            message:
              'Local image storage has issues: images cannot be saved in DATA_DIR/uploads. Check that the folder exists and that the server may write to it.',
          },
          detail: error instanceof Error ? error.message : String(error),
        };
      }
    },
  };
}
