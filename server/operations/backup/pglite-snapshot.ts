// A consistent copy of the embedded database, taken by the process that has it open.
import type { PGlite } from '@electric-sql/pglite';
import type { AppliedMigration } from './archive-manifest';
import { APPLIED_MIGRATIONS_SQL, namedMigrations, type MigrationRow } from './applied-migrations';

export interface PgliteSnapshot {
  /** When the copy was taken, by the database's clock. */
  takenAt: Date;
  migrations: AppliedMigration[];
  /** The data directory as a tar file (PGlite's `dumpDataDir`), loadable with `loadDataDir`. */
  dump: Blob;
}

/**
 * PGlite's dumpDataDir copies the files between two statements (its query queue), not between two
 * transactions: a transaction of several statements may be half done. Taking the copy inside a transaction
 * of our own holds PGlite's transaction queue, so every other transaction has committed or not begun, and
 * the files hold exactly the committed data (what a clean stop would leave, once PGlite's start-up
 * recovery has replayed the write-ahead log). The migrations are read in the same moment.
 * Uncompressed: dumpDataDir gzips inside that queue, pausing every request for as long again; the
 * archive's own gzip compresses the copy afterwards.
 */
export function snapshotPglite(client: PGlite): Promise<PgliteSnapshot> {
  return client.transaction(async (tx) => {
    const clock = await tx.query<{ now: Date }>('select now() as now');
    const { rows } = await tx.query<MigrationRow>(APPLIED_MIGRATIONS_SQL);
    const dump = await client.dumpDataDir('none');
    return { takenAt: clock.rows[0]!.now, migrations: namedMigrations(rows), dump };
  });
}
