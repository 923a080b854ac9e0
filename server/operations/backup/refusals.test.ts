// What backup and restore refuse, each with a message saying what to do, and without writing anything:
// a missing pg_dump, an archive that exists already, an archive without a manifest or of an unknown
// format, a database of the other kind, a target that is not empty, a file that does not match its sha256.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create } from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '@server/test/app';
import { openTestDatabase, testDrivers } from '@server/test/database';
import { ARCHIVE_FORMAT, DATABASE_FILES, type Manifest } from './archive-manifest';
import { readManifest } from './archive-reader';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

let workDir = '';
beforeEach(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'griot-refusals-'));
});
afterEach(() => rmSync(workDir, { recursive: true, force: true }));

const UNREACHABLE_DATABASE = 'postgres://nobody@127.0.0.1:1/none';

/** A .tar.gz of `entries` (path → content). */
async function archiveOf(entries: Record<string, string | Buffer>): Promise<string> {
  const staging = mkdtempSync(path.join(workDir, 'staging-'));
  for (const [entryPath, content] of Object.entries(entries)) {
    mkdirSync(path.dirname(path.join(staging, entryPath)), { recursive: true });
    writeFileSync(path.join(staging, entryPath), content);
  }
  const file = path.join(workDir, `archive-${readdirSync(workDir).length}.tar.gz`);
  await create({ gzip: true, file, cwd: staging }, Object.keys(entries));
  return file;
}

/** An archive whose manifest lists `files` as they are, with `changes` made to the manifest afterwards. */
function archiveWith(kind: 'pglite' | 'postgres', files: Record<string, string>, changes: Partial<Manifest> = {}) {
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    formatVersion: 1,
    createdAt: new Date().toISOString(),
    database: { kind, file: DATABASE_FILES[kind], migrations: [] },
    imageStore: 'local',
    files: Object.entries(files).map(([filePath, content]) => ({
      path: filePath,
      size: Buffer.byteLength(content),
      sha256: createHash('sha256').update(content).digest('hex'),
    })),
    ...changes,
  };
  return archiveOf({ ...files, 'manifest.json': JSON.stringify(manifest) });
}

const restoreInto = (archive: string, dataDir: string, databaseUrl: string | null = null) =>
  restoreBackup({ config: testConfig({ dataDir, databaseUrl }), archive });

describe('backup refuses', () => {
  it('to run without pg_dump, saying how to install it, and writes nothing', async () => {
    const outDir = path.join(workDir, 'out');
    mkdirSync(outDir);
    const backup = createBackup({
      config: testConfig({ dataDir: workDir, databaseUrl: UNREACHABLE_DATABASE }),
      output: outDir,
      searchPath: path.join(workDir, 'no-tools-here'),
    });
    await expect(backup).rejects.toThrow(/^pg_dump was not found on this machine/);
    await expect(backup).rejects.toThrow('sudo apt-get install postgresql-client');
    await expect(backup).rejects.toThrow('No archive was written.');
    expect(readdirSync(outDir)).toEqual([]);
  });

  it('to write over an archive that exists', async () => {
    const existing = path.join(workDir, 'kept.tar.gz');
    writeFileSync(existing, 'an older backup');
    await expect(createBackup({ config: testConfig({ dataDir: workDir }), output: existing })).rejects.toThrow(
      `${existing} already exists. No archive was written.`,
    );
  });
});

describe('restore refuses', () => {
  it('a file that is not an archive, and an archive without a manifest', async () => {
    const target = path.join(workDir, 'target');
    const notArchive = path.join(workDir, 'notes.txt');
    writeFileSync(notArchive, 'not a backup at all\n'.repeat(100));
    await expect(restoreInto(notArchive, target)).rejects.toThrow('could not be read as a .tar.gz archive');
    const withoutManifest = await archiveOf({ 'database/pglite.tar': 'x' });
    await expect(restoreInto(withoutManifest, target)).rejects.toThrow(
      'is not a Griot backup: it has no manifest.json',
    );
    expect(existsSync(target)).toBe(false);
  });

  it('a manifest of an unknown format or version, and a damaged one', async () => {
    const target = path.join(workDir, 'target');
    const files = { 'database/pglite.tar': 'x' };
    await expect(restoreInto(await archiveWith('pglite', files, { formatVersion: 2 }), target)).rejects.toThrow(
      'The archive is in backup format 2, which this version of Griot does not know',
    );
    const other = await archiveOf({ 'manifest.json': JSON.stringify({ format: 'something-else' }) });
    await expect(restoreInto(other, target)).rejects.toThrow('does not describe a Griot backup');
    const escaping = await archiveWith('pglite', files, {
      files: [{ path: '../outside', size: 1, sha256: '0'.repeat(64) }],
    });
    await expect(restoreInto(escaping, target)).rejects.toThrow('incomplete or damaged');
    expect(existsSync(target)).toBe(false);
  });

  it('an embedded database into PostgreSQL, and a PostgreSQL one into DATA_DIR', async () => {
    const target = path.join(workDir, 'target');
    const pglite = await archiveWith('pglite', { 'database/pglite.tar': 'x' });
    await expect(restoreInto(pglite, target, UNREACHABLE_DATABASE)).rejects.toThrow(
      'This archive holds an embedded (PGlite) database, but DATABASE_URL is set.',
    );
    const postgres = await archiveWith('postgres', { 'database/postgres.dump': 'x' });
    await expect(restoreInto(postgres, target)).rejects.toThrow(
      'This archive holds a PostgreSQL database (pg_dump), but DATABASE_URL is not set.',
    );
    expect(existsSync(target)).toBe(false);
  });

  it('a DATA_DIR that is not empty, leaving it as it was', async () => {
    const target = path.join(workDir, 'target');
    mkdirSync(target);
    writeFileSync(path.join(target, 'notes.txt'), 'mine');
    const archive = await archiveWith('pglite', { 'database/pglite.tar': 'x' });
    await expect(restoreInto(archive, target)).rejects.toThrow(
      `DATA_DIR (${target}) is not empty (notes.txt). A restore only writes into an empty folder`,
    );
    expect(readdirSync(target)).toEqual(['notes.txt']);
  });

  it('an archive whose files do not match their sha256, leaving DATA_DIR as empty as it was', async () => {
    const files = {
      'database/pglite.tar': 'the database',
      'uploads/avatars/0123456789abcdef0123456789abcdef.png': 'image',
    };
    const manifestOf = await archiveWith('pglite', files);
    const tampered = await archiveOf({
      ...files,
      'uploads/avatars/0123456789abcdef0123456789abcdef.png': 'IMAGE',
      'manifest.json': JSON.stringify(await readManifest(manifestOf)),
    });
    const missing = path.join(workDir, 'missing');
    await expect(restoreInto(tampered, missing)).rejects.toThrow(
      'The archive is damaged: uploads/avatars/0123456789abcdef0123456789abcdef.png does not match its manifest',
    );
    expect(existsSync(missing)).toBe(false);
    const empty = path.join(workDir, 'empty');
    mkdirSync(empty);
    await expect(restoreInto(tampered, empty)).rejects.toThrow('does not match its manifest');
    expect(readdirSync(empty)).toEqual([]);
  });
});

describe.each(testDrivers().filter((driver) => driver === 'postgres'))('restore on %s refuses', (driver) => {
  it("a database that already has Griot's tables", async () => {
    const { database, dispose } = await openTestDatabase(driver);
    try {
      if (database.driver !== 'postgres') throw new Error('expected PostgreSQL');
      const archive = await archiveWith('postgres', { 'database/postgres.dump': 'x' });
      await expect(restoreInto(archive, path.join(workDir, 'target'), database.url)).rejects.toThrow(
        "The database DATABASE_URL names already has Griot's tables (drizzle.__drizzle_migrations, public.",
      );
    } finally {
      await dispose();
    }
  });
});
