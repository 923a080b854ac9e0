// DATABASE_SYNC on the embedded database: by default every commit reaches the disk before it returns (the WAL
// flushed once per transaction, Drizzle's included); `off` flushes nothing and leaves writes to the system.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { loadConfig } from '@server/config';
import { openDatabase, type Database } from './database';
import { openConfiguredDatabase } from '../open-configured-database';
import { selectRows } from './select-rows';

const WAL_SEGMENT = /^pg_wal\/[0-9A-F]{24}$/;

let dataDir: string;
let database: Database | null = null;

/** The files flushed to disk from now on, relative to the data folder. */
function recordFlushes(): string[] {
  const flushed: string[] = [];
  const pathOf = (fd: number) => path.relative(path.join(dataDir, 'pglite'), fs.readlinkSync(`/proc/self/fd/${fd}`));
  const { fdatasyncSync, fsyncSync } = fs;
  vi.spyOn(fs, 'fdatasyncSync').mockImplementation((fd) => {
    flushed.push(pathOf(fd));
    fdatasyncSync(fd);
  });
  vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
    flushed.push(pathOf(fd));
    fsyncSync(fd);
  });
  return flushed;
}

async function open(env: NodeJS.ProcessEnv): Promise<Database> {
  database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir, ...env }));
  await database.db.execute(sql`create table if not exists probe (n int)`);
  return database;
}

const setting = async ({ db }: Database, name: string) =>
  (await selectRows<Record<string, string>>(db, sql.raw(`show ${name}`)))[0]![name];

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-sync-'));
  // The migrated template, written to disk once, so that each test resumes it instead of running initdb.
  const template = new Blob([new Uint8Array(fs.readFileSync(inject('pgliteTemplatePath')))]);
  const seeded = await openDatabase({
    driver: 'pglite',
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: template,
    sync: 'off',
  });
  await seeded.close();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await database?.close();
  database = null;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database on disk', () => {
  it('flushes the WAL to disk before each commit returns, once per transaction, by default', async () => {
    const opened = await open({});
    const { db } = opened;
    expect(await setting(opened, 'fsync')).toBe('on');
    expect(await setting(opened, 'wal_sync_method')).toBe('fsync');

    const flushed = recordFlushes();
    await db.execute(sql`insert into probe values (1)`);
    expect(flushed).toHaveLength(1);
    expect(flushed[0]).toMatch(WAL_SEGMENT);

    flushed.length = 0;
    await db.transaction(async (tx) => {
      for (const n of [2, 3, 4]) await tx.execute(sql`insert into probe values (${n})`);
      expect(flushed).toEqual([]);
    });
    expect(flushed).toHaveLength(1);
    expect(flushed[0]).toMatch(WAL_SEGMENT);

    flushed.length = 0;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (5)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await db.execute(sql`select count(*) from probe`);
    expect(flushed).toEqual([]);
  });

  it('flushes nothing with DATABASE_SYNC=off: writes reach the operating system, not the disk', async () => {
    const opened = await open({ DATABASE_SYNC: 'off' });
    expect(await setting(opened, 'fsync')).toBe('off');

    const flushed = recordFlushes();
    await opened.db.execute(sql`insert into probe values (1)`);
    await opened.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (2)`);
    });
    expect(flushed).toEqual([]);
    await opened.close();
    database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir, DATABASE_SYNC: 'off' }));
    expect(await selectRows(database.db, sql`select n from probe order by n`)).toEqual([{ n: 1 }, { n: 2 }]);
  });
});
