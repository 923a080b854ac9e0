// What a backup archive holds and how its manifest.json reads. The manifest is the archive's last entry,
// because it lists the sha256 of every file before it, computed while they were written.
import type { DatabaseDriver } from '@server/db/database';
import { OperatorError } from './operator-error';

export const ARCHIVE_FORMAT = 'griot-backup';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const DATABASE_FILES: Record<DatabaseDriver, string> = {
  pglite: 'database/pglite.tar',
  postgres: 'database/postgres.dump',
};

export interface AppliedMigration {
  /** The migration's file name without .sql, or `unknown-<when>` for one this version does not ship. */
  tag: string;
  hash: string;
}

export interface ArchivedFile {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  /** The moment the database was read (ISO 8601, UTC): the archive's database is the site as it was then. */
  createdAt: string;
  database: { kind: DatabaseDriver; file: string; migrations: AppliedMigration[] };
  /** Where the site kept its images; only `local` ones (DATA_DIR/uploads) are in the archive. */
  imageStore: 'local' | 'cloudinary' | 's3';
  files: ArchivedFile[];
}

/**
 * The paths an archive may hold: the database file, and uploads whose every segment starts with a letter or
 * digit (so never `..` or a hidden temporary). A restore writes nothing else.
 */
export function isArchivablePath(candidate: string): boolean {
  if (Object.values(DATABASE_FILES).includes(candidate)) return true;
  return /^uploads(\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/.test(candidate);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads manifest.json, refusing anything this version cannot restore with the reason. */
export function parseManifest(text: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new OperatorError('The archive’s manifest.json is not valid JSON: the archive is damaged.');
  }
  if (!isRecord(value) || value.format !== ARCHIVE_FORMAT) {
    throw new OperatorError('The archive’s manifest.json does not describe a Griot backup.');
  }
  if (value.formatVersion !== ARCHIVE_FORMAT_VERSION) {
    throw new OperatorError(
      `The archive is in backup format ${JSON.stringify(value.formatVersion)}, which this version of Griot does not know (it reads format ${ARCHIVE_FORMAT_VERSION}). Restore it with the Griot version that made it, or a newer one.`,
    );
  }
  const { database, files } = value;
  const kind = isRecord(database) ? database.kind : undefined;
  const valid =
    typeof value.createdAt === 'string' &&
    ['local', 'cloudinary', 's3'].includes(String(value.imageStore)) &&
    isRecord(database) &&
    (kind === 'pglite' || kind === 'postgres') &&
    database.file === DATABASE_FILES[kind] &&
    Array.isArray(database.migrations) &&
    database.migrations.every(
      (migration) => isRecord(migration) && typeof migration.tag === 'string' && typeof migration.hash === 'string',
    ) &&
    Array.isArray(files) &&
    files.every(
      (file) =>
        isRecord(file) &&
        typeof file.path === 'string' &&
        isArchivablePath(file.path) &&
        Number.isSafeInteger(file.size) &&
        typeof file.sha256 === 'string' &&
        /^[0-9a-f]{64}$/.test(file.sha256),
    ) &&
    new Set(files.map((file) => (file as ArchivedFile).path)).size === files.length &&
    files.some((file) => isRecord(file) && file.path === database.file);
  if (!valid) throw new OperatorError('The archive’s manifest.json is incomplete or damaged.');
  return value as unknown as Manifest;
}
