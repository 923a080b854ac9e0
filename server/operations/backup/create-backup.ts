// `npm run backup`: one .tar.gz holding the database at one moment, the local image store's files and,
// last, manifest.json describing both. Nothing is left under the archive's name unless it is complete.
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@server/config';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  DATABASE_FILES,
  MANIFEST_NAME,
  type ArchivedFile,
  type Manifest,
} from './archive-manifest';
import { createArchiveWriter, type ArchiveWriter } from './archive-writer';
import type { DatabasePart } from './database-part';
import { imageStoreOf } from './image-store-of';
import { OperatorError } from './operator-error';
import { readPgliteDatabase } from './pglite-database-part';
import { requireClientTool } from './postgres-client-tools';
import { dumpPostgres } from './postgres-database-part';
import { listUploadFiles } from './upload-files';

export interface BackupOptions {
  config: Config;
  /** A file or an existing folder; the working directory when omitted. */
  output?: string;
  /** Where the PostgreSQL tools are looked for (PATH's format); PATH when omitted. */
  searchPath?: string;
  /** Told what is being done, one line at a time. */
  say?: (line: string) => void;
  /** Given the temporary files as soon as they exist, so that a signal handler can remove them. */
  onTemporaryFiles?: (paths: string[]) => void;
}

export interface BackupResult {
  archive: string;
  manifest: Manifest;
  /** Upload files that disappeared between the listing and their turn (deleted meanwhile). */
  vanished: string[];
  /** Files in the uploads folder that a restore could not write back (odd names), left out. */
  leftOut: string[];
}

const NOTHING_WRITTEN = 'No archive was written.';

/** griot-backup-20261127T085600Z.tar.gz */
export function defaultArchiveName(now: Date): string {
  return `griot-backup-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;
}

function destinationOf(output: string | undefined, now: Date): string {
  const target = path.resolve(output ?? '.');
  const destination =
    existsSync(target) && statSync(target).isDirectory() ? path.join(target, defaultArchiveName(now)) : target;
  if (existsSync(destination)) throw new OperatorError(`${destination} already exists. ${NOTHING_WRITTEN}`);
  if (!existsSync(path.dirname(destination))) {
    throw new OperatorError(`The folder ${path.dirname(destination)} does not exist. ${NOTHING_WRITTEN}`);
  }
  return destination;
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { config } = options;
  const say = options.say ?? (() => undefined);
  const destination = destinationOf(options.output, new Date());
  const pgDump = config.databaseUrl ? requireClientTool('pg_dump', NOTHING_WRITTEN, options.searchPath) : null;

  const scratch = await mkdtemp(path.join(path.dirname(destination), '.griot-backup-'));
  options.onTemporaryFiles?.([scratch]);
  let writer: ArchiveWriter | null = null;
  try {
    say(config.databaseUrl ? 'Dumping the PostgreSQL database with pg_dump…' : 'Copying the embedded database…');
    const database: DatabasePart =
      config.databaseUrl && pgDump
        ? await dumpPostgres(config.databaseUrl, pgDump, scratch)
        : await readPgliteDatabase(config.dataDir);
    writer = createArchiveWriter(destination, database.takenAt);
    options.onTemporaryFiles?.([scratch, writer.temporaryPath]);
    const files: ArchivedFile[] = [await writer.add(DATABASE_FILES[database.kind], database.size, database.content)];
    say(`Database copied through ${database.via}, as of ${database.takenAt.toISOString()}.`);

    const uploadsDir = path.join(config.dataDir, 'uploads');
    const uploads = await listUploadFiles(uploadsDir);
    const vanished: string[] = [];
    for (const upload of uploads.files) {
      const archived = await addIfPresent(writer, upload.archivePath, upload.absolutePath);
      if (archived) files.push(archived);
      else vanished.push(upload.absolutePath);
    }
    say(`Images: ${files.length - 1} files from ${uploadsDir}.`);

    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      createdAt: database.takenAt.toISOString(),
      database: { kind: database.kind, file: DATABASE_FILES[database.kind], migrations: database.migrations },
      imageStore: imageStoreOf(config),
      files,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writer.add(MANIFEST_NAME, manifestBytes.length, [manifestBytes]);
    await writer.finish();
    return { archive: destination, manifest, vanished, leftOut: uploads.leftOut };
  } catch (error) {
    await writer?.discard();
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * One stored image, read through one open handle: its size and bytes cannot part ways. Stored images never
 * change (their names come from their content), but one may be deleted after the listing.
 */
async function addIfPresent(writer: ArchiveWriter, archivePath: string, file: string): Promise<ArchivedFile | null> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    return await writer.add(archivePath, size, handle.createReadStream({ autoClose: false }));
  } finally {
    await handle.close();
  }
}
