// Loads an archive's embedded database into DATA_DIR/pglite, then opens it once to check what it holds.
import { readFile } from 'node:fs/promises';
import { openDatabase } from '@server/db/database';
import type { Manifest } from './archive-manifest';
import { APPLIED_MIGRATIONS_SQL, type MigrationRow } from './applied-migrations';
import { assertSameMigrations } from './same-migrations';

export async function loadPgliteArchive(dumpFile: string, pgliteDir: string, manifest: Manifest): Promise<void> {
  const bytes = await readFile(dumpFile);
  const database = await openDatabase({ driver: 'pglite', dataDir: pgliteDir, loadDataDir: new Blob([bytes]) });
  try {
    if (database.driver !== 'pglite') throw new Error('expected the embedded database');
    const { rows } = await database.client.query<MigrationRow>(APPLIED_MIGRATIONS_SQL);
    assertSameMigrations(rows, manifest);
  } finally {
    // A clean stop: the folder is left as a server leaves it.
    await database.close();
  }
}
