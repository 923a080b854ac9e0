// PostgreSQL's part of a backup: pg_dump's custom format, read in a snapshot exported by a transaction of
// our own, so the migrations listed in the manifest are those of the very moment pg_dump copies.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { APPLIED_MIGRATIONS_SQL, namedMigrations, type MigrationRow } from './applied-migrations';
import type { DatabasePart } from './database-part';
import { OperatorError } from './operator-error';
import { libpqConnection, runClientTool } from './postgres-client-tools';

export async function connectForOperator(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new OperatorError(
      `Could not connect to the database DATABASE_URL names: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return client;
}

/** Dumps the database into `folder` with the pg_dump at `pgDump`. */
export async function dumpPostgres(databaseUrl: string, pgDump: string, folder: string): Promise<DatabasePart> {
  const client = await connectForOperator(databaseUrl);
  try {
    await client.query('begin isolation level repeatable read read only');
    const moment = await client.query<{ snapshot: string; takenAt: Date }>(
      'select pg_export_snapshot() as snapshot, now() as "takenAt"',
    );
    const { snapshot, takenAt } = moment.rows[0]!;
    const migrations = await client.query<MigrationRow>(APPLIED_MIGRATIONS_SQL);
    const file = path.join(folder, 'postgres.dump');
    const connection = libpqConnection(databaseUrl);
    // The exported snapshot lives as long as this transaction: pg_dump takes it up before it ends.
    await runClientTool(
      pgDump,
      ['--format=custom', `--snapshot=${snapshot}`, '--no-password', `--file=${file}`, `--dbname=${connection.dbname}`],
      connection.env,
    );
    await client.query('commit');
    return {
      kind: 'postgres',
      takenAt,
      migrations: namedMigrations(migrations.rows),
      size: (await stat(file)).size,
      content: createReadStream(file),
      via: 'pg_dump',
    };
  } finally {
    await client.end();
  }
}
