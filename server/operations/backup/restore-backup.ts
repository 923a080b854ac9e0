// `npm run restore <archive>`: puts a backup back into an empty DATA_DIR (the embedded database) or an
// empty PostgreSQL database (DATABASE_URL) and an empty DATA_DIR/uploads. The manifest is read and the
// target checked before anything is written; every file is checked against its sha256 before it is used.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@server/config';
import type { DatabaseDriver } from '@server/db/database';
import type { Manifest } from './archive-manifest';
import { unknownMigrations } from './applied-migrations';
import { extractVerified, readManifest } from './archive-reader';
import { OperatorError } from './operator-error';
import { requireClientTool } from './postgres-client-tools';
import { connectForOperator } from './postgres-database-part';
import { loadPgliteArchive } from './restore-pglite';
import { loadPostgresArchive } from './restore-postgres';
import { assertEmptyDatabase, assertEmptyFolder, NOTHING_RESTORED } from './restore-target';

export interface RestoreOptions {
  config: Config;
  archive: string;
  /** Where the PostgreSQL tools are looked for (PATH's format); PATH when omitted. */
  searchPath?: string;
  say?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Migrations of the archive's database that this version does not ship (a newer Griot made it). */
  unknownMigrations: string[];
}

function refuseOtherKind(archived: DatabaseDriver): never {
  throw new OperatorError(
    archived === 'pglite'
      ? `This archive holds an embedded (PGlite) database, but DATABASE_URL is set. Unset DATABASE_URL to restore it into DATA_DIR; restore does not move a site between the embedded database and PostgreSQL. ${NOTHING_RESTORED}`
      : `This archive holds a PostgreSQL database (pg_dump), but DATABASE_URL is not set. Set DATABASE_URL to an empty PostgreSQL database to restore it there; restore does not move a site between PostgreSQL and the embedded database. ${NOTHING_RESTORED}`,
  );
}

async function assertEmptyTarget(config: Config, uploadsDir: string): Promise<void> {
  if (!config.databaseUrl) return assertEmptyFolder(config.dataDir, 'DATA_DIR');
  await assertEmptyFolder(uploadsDir, 'DATA_DIR/uploads');
  const client = await connectForOperator(config.databaseUrl);
  try {
    await assertEmptyDatabase(client);
  } finally {
    await client.end();
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { config } = options;
  const say = options.say ?? (() => undefined);
  const archive = path.resolve(options.archive);
  if (!existsSync(archive)) throw new OperatorError(`${archive} does not exist. ${NOTHING_RESTORED}`);

  const manifest = await readManifest(archive);
  const target: DatabaseDriver = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== target) refuseOtherKind(manifest.database.kind);
  const pgRestore = config.databaseUrl ? requireClientTool('pg_restore', NOTHING_RESTORED, options.searchPath) : null;
  const uploadsDir = path.join(config.dataDir, 'uploads');
  await assertEmptyTarget(config, uploadsDir);

  const dataDirExisted = existsSync(config.dataDir);
  await mkdir(config.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
  const placed: string[] = [];
  let restored = false;
  try {
    say(`Checking the archive made ${manifest.createdAt} (${manifest.files.length} files)…`);
    await extractVerified(archive, manifest, staging);
    const dumpFile = path.join(staging, ...manifest.database.file.split('/'));
    if (config.databaseUrl && pgRestore) {
      say('Loading the database with pg_restore…');
      await loadPostgresArchive(dumpFile, config.databaseUrl, pgRestore, manifest);
    } else {
      say('Loading the embedded database…');
      const pgliteDir = path.join(config.dataDir, 'pglite');
      placed.push(pgliteDir);
      await loadPgliteArchive(dumpFile, pgliteDir, manifest);
    }
    const stagedUploads = path.join(staging, 'uploads');
    if (existsSync(stagedUploads)) {
      if (!existsSync(uploadsDir)) placed.push(uploadsDir);
      await rename(stagedUploads, uploadsDir);
    }
    restored = true;
    return { manifest, unknownMigrations: unknownMigrations(manifest.database.migrations) };
  } finally {
    await rm(staging, { recursive: true, force: true });
    if (!restored) {
      // Back to the empty place it was (a database pg_restore did not commit is empty already).
      for (const written of placed) await rm(written, { recursive: true, force: true });
      if (!dataDirExisted && (await readdir(config.dataDir)).length === 0) await rmdir(config.dataDir);
    }
  }
}
