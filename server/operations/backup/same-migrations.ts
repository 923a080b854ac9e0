import type { Manifest } from './archive-manifest';
import type { MigrationRow } from './applied-migrations';
import { OperatorError } from './operator-error';

/** The restored database says which migrations it has: the manifest's, or the load went wrong. */
export function assertSameMigrations(rows: MigrationRow[], manifest: Manifest): void {
  const restored = rows.map((row) => row.hash).join(',');
  const archived = manifest.database.migrations.map((migration) => migration.hash).join(',');
  if (restored !== archived) {
    throw new OperatorError(
      `The restored database does not have the migrations the archive's manifest lists (${rows.length} instead of ${manifest.database.migrations.length}).`,
    );
  }
}
