// A fresh, migrated, empty database per test, on PGlite and (when TEST_DATABASE_URL is set) on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseDriver } from '@server/db/database';
import { databaseNameOf, withAdminConnection } from './postgres-admin';

/** The database kinds every API test runs against: PGlite always, PostgreSQL when configured. */
export function testDrivers(): DatabaseDriver[] {
  return inject('postgresTemplateUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

let templateBytes: Buffer | null = null;

export interface TestDatabase {
  database: Database;
  dispose: () => Promise<void>;
}

export async function openTestDatabase(driver: DatabaseDriver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    templateBytes ??= readFileSync(inject('pgliteTemplatePath'));
    const database = await openDatabase({ driver: 'pglite', loadDataDir: new Blob([new Uint8Array(templateBytes)]) });
    return { database, dispose: () => database.close() };
  }
  const templateUrl = inject('postgresTemplateUrl');
  if (!templateUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `griot_test_${randomBytes(6).toString('hex')}`;
  await withAdminConnection(templateUrl, (client) =>
    client.query(`create database ${name} template ${databaseNameOf(templateUrl)}`),
  );
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    database,
    dispose: async () => {
      await database.close();
      await withAdminConnection(templateUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
