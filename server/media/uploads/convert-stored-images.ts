// `npm run images:convert` (scripts/convert-images.ts): gives the pictures uploaded before responsive images
// existed what an upload now gets. For every picture a record names (catalogue, order lines, avatars) that
// has no stored_images row: its copies beside it (local disk or bucket, read from the store and written under
// the same names an upload would use) and its row. A Cloudinary picture needs the row alone (Cloudinary makes
// its widths by URL). Idempotent: a picture with a row is skipped, a copy already there is kept.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { isCloudinaryUrl, isStoredUploadUrl } from '@shared/image-variants';
import { MEDIA_FOLDERS, type MediaFolder } from '@shared/schemas/media';
import type { Db } from '@server/db/database';
import { artists, communityUsers, events, orderLines, products, stories } from '@server/db/schema';
import { saveImageDetails, urlsWithDetails } from '@server/db/stored-images';
import type { MediaStore } from '../store/media-store';
import { storedFileName } from '../store/local-media-store';
import { loadSharp } from '../images/image-processing';
import { ladderOf, makeResponsiveCopies } from '../images/responsive-variants';

export interface ConversionReport {
  /** Pictures given their copies and row (or, on Cloudinary, their row). */
  converted: string[];
  /** Pictures that had their row already. */
  alreadyDone: number;
  /** Pictures that are not uploads (generated art, addresses elsewhere): shown as they are. */
  notUploads: number;
  /** Pictures that could not be converted, with the reason (a missing file, an unreadable one). */
  failed: Array<{ url: string; reason: string }>;
}

export interface ConversionOptions {
  db: Db;
  store: MediaStore;
  /** Reads a Cloudinary picture (fetch with a time-out in the command; a stand-in in tests). */
  fetchImage: (url: string) => Promise<Buffer>;
  /** One line per picture converted or failed. */
  say?: (line: string) => void;
}

const EXTENSIONS = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  gif: { extension: 'gif', contentType: 'image/gif' },
  webp: { extension: 'webp', contentType: 'image/webp' },
} as const;

/** Every picture URL the records hold, once. */
async function recordedUrls(db: Db): Promise<string[]> {
  const answer: unknown = await db.execute(sql`
    select ${products.imageUrl} as url from ${products} where ${products.imageUrl} is not null
    union select ${events.imageUrl} from ${events} where ${events.imageUrl} is not null
    union select ${artists.imageUrl} from ${artists} where ${artists.imageUrl} is not null
    union select ${stories.imageUrl} from ${stories} where ${stories.imageUrl} is not null
    union select ${orderLines.imageUrl} from ${orderLines} where ${orderLines.imageUrl} is not null
    union select ${communityUsers.avatarUrl} from ${communityUsers} where ${communityUsers.avatarUrl} is not null`);
  return (answer as { rows: Array<{ url: string }> }).rows.map((row) => row.url).sort();
}

/** `/uploads/<folder>/<name>` as its folder and name. */
function storedPartsOf(url: string): { folder: MediaFolder; name: string } {
  const [, , folder, name] = url.split('/');
  if (!(MEDIA_FOLDERS as readonly string[]).includes(folder!)) throw new Error(`not a media folder: ${url}`);
  return { folder: folder as MediaFolder, name: name! };
}

async function readStored(store: MediaStore, folder: MediaFolder, name: string): Promise<Buffer | null> {
  if (store.kind === 'local') {
    try {
      return await readFile(path.join(store.rootDir, folder, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
  if (store.kind === 's3') {
    const object = await store.read(folder, name, { headOnly: false });
    return object?.body ? buffer(object.body) : null;
  }
  return null;
}

export async function convertStoredImages({
  db,
  store,
  fetchImage,
  say = () => {},
}: ConversionOptions): Promise<ConversionReport> {
  const sharp = await loadSharp();
  const urls = await recordedUrls(db);
  const done = await urlsWithDetails(db, urls);
  const report: ConversionReport = { converted: [], alreadyDone: 0, notUploads: 0, failed: [] };
  const fail = (url: string, reason: string) => {
    report.failed.push({ url, reason });
    say(`Not converted: ${url} (${reason})`);
  };

  for (const url of urls) {
    if (done.has(url)) {
      report.alreadyDone += 1;
      continue;
    }
    const stored = isStoredUploadUrl(url);
    if (!stored && !isCloudinaryUrl(url)) {
      report.notUploads += 1;
      continue;
    }
    const purpose = /\/avatars\//.test(url) ? 'avatar' : 'catalogue';
    try {
      let bytes: Buffer | null;
      let parts: { folder: MediaFolder; name: string } | null = null;
      if (stored) {
        if (store.kind === 'cloudinary') {
          fail(url, 'the picture is in DATA_DIR/uploads or a bucket, but this site now keeps its images on Cloudinary');
          continue;
        }
        parts = storedPartsOf(url);
        bytes = await readStored(store, parts.folder, parts.name);
      } else {
        bytes = await fetchImage(url);
      }
      if (!bytes) {
        fail(url, 'the file is missing from the image store');
        continue;
      }
      const header = await sharp(bytes).metadata();
      const format = EXTENSIONS[header.format as keyof typeof EXTENSIONS];
      if (!format) {
        fail(url, `not a picture the site keeps (${header.format})`);
        continue;
      }
      const copies = await makeResponsiveCopies(sharp, bytes, {
        ladder: ladderOf(purpose),
        animated: purpose === 'catalogue' && (header.pages ?? 1) > 1,
        encode: parts !== null,
      });
      if (parts) {
        // The copies are named after the recorded file; a file whose bytes do not match its name (copied by
        // hand from elsewhere) would get them under another name.
        if (storedFileName({ bytes, extension: format.extension }) !== parts.name) {
          fail(url, 'the file’s content does not match its name');
          continue;
        }
        await store.save({ bytes, ...format, folder: parts.folder, baseName: 'image', variants: copies.variants });
      }
      await saveImageDetails(db, url, copies.details);
      report.converted.push(url);
      say(`Converted: ${url} (${copies.details.widths.join(', ') || 'no'} widths)`);
    } catch (error) {
      fail(url, error instanceof Error ? error.message : String(error));
    }
  }
  return report;
}
