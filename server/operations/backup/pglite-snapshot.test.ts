// How PGlite's dumpDataDir behaves beside a transaction, and why the snapshot takes it inside one of its
// own: the dump alone is taken between two statements of a transaction; the snapshot waits for the
// transaction to commit and holds all of it.
import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { openTestDatabase } from '@server/test/database';
import { snapshotPglite } from './pglite-snapshot';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The test's keys in the database a dump holds, once loaded (PGlite replays its write-ahead log first). */
async function keysIn(dump: Blob): Promise<string[]> {
  const client = await PGlite.create({ loadDataDir: dump });
  try {
    const { rows } = await client.query<{ key: string }>(
      "select key from app_meta where key like 'snapshot-test:%' order by key",
    );
    return rows.map((row) => row.key);
  } finally {
    await client.close();
  }
}

describe('a snapshot of the embedded database', () => {
  it(
    'waits for a transaction in progress and holds all of it, where dumpDataDir alone copies it half done',
    { timeout: 90_000 },
    async () => {
      const { database, dispose } = await openTestDatabase('pglite');
      try {
        if (database.driver !== 'pglite') throw new Error('expected PGlite');
        const { client } = database;
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        let halfDone!: () => void;
        const between = new Promise<void>((resolve) => (halfDone = resolve));
        const transaction = client.transaction(async (tx) => {
          await tx.query("insert into app_meta (key, value) values ('snapshot-test:first', 'a')");
          halfDone();
          await gate;
          await tx.query("insert into app_meta (key, value) values ('snapshot-test:second', 'b')");
        });
        await between;

        // PGlite's own queue lets the dump in between the transaction's two statements.
        const raw = await client.dumpDataDir('none');
        let taken = false;
        const snapshot = snapshotPglite(client).then((result) => {
          taken = true;
          return result;
        });
        await pause(300);
        expect(taken).toBe(false);
        release();
        await transaction;
        const consistent = await snapshot;

        // The half-done copy loads as the state before the transaction (the start-up recovery drops what
        // was not committed); the snapshot has both rows, so it was taken after the commit, not before.
        expect(await keysIn(raw)).toEqual([]);
        expect(await keysIn(consistent.dump)).toEqual(['snapshot-test:first', 'snapshot-test:second']);
        expect(consistent.migrations.length).toBeGreaterThan(0);
        expect(consistent.migrations.every((migration) => !migration.tag.startsWith('unknown-'))).toBe(true);
        expect(consistent.takenAt).toBeInstanceOf(Date);
      } finally {
        await dispose();
      }
    },
  );
});
