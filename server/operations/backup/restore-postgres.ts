// Loads an archive's pg_dump into the (empty) database DATABASE_URL names: one transaction, so a failure
// leaves the database as empty as it was.
import type { Manifest } from './archive-manifest';
import { APPLIED_MIGRATIONS_SQL, type MigrationRow } from './applied-migrations';
import { libpqConnection, runClientTool } from './postgres-client-tools';
import { connectForOperator } from './postgres-database-part';
import { assertSameMigrations } from './same-migrations';

export async function loadPostgresArchive(
  dumpFile: string,
  databaseUrl: string,
  pgRestore: string,
  manifest: Manifest,
): Promise<void> {
  const connection = libpqConnection(databaseUrl);
  await runClientTool(
    pgRestore,
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      '--no-password',
      `--dbname=${connection.dbname}`,
      dumpFile,
    ],
    connection.env,
  );
  const client = await connectForOperator(databaseUrl);
  try {
    const { rows } = await client.query<MigrationRow>(APPLIED_MIGRATIONS_SQL);
    assertSameMigrations(rows, manifest);
  } finally {
    await client.end();
  }
}
