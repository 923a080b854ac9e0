// A fresh, migrated, empty database per test, on PGlite and (when TEST_DATABASE_URL is set) on PostgreSQL.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseDriver } from '@server/db/database';
import { createScratchDatabase, databaseNameOf } from './postgres-admin';

/** The database kinds every API test runs against: PGlite always, PostgreSQL when configured. */
export function testDrivers(): DatabaseDriver[] {
  return inject('postgresTemplateUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The one database the route fuzzers (fuzz/route-fuzzing.ts) run on: PostgreSQL when the tests have it, else
 * the embedded one. They hold the HTTP layer's promises (never a 5xx, one error shape, no row changed by a
 * refusal) over every route at once; each feature's own tests hold its behaviour on both databases. Fuzzing
 * both took the longest file of the suite twice over on CI's two cores.
 */
export function fuzzDrivers(): DatabaseDriver[] {
  return testDrivers().slice(-1);
}

let templateBytes: Buffer | null = null;

export interface TestDatabase {
  database: Database;
  dispose: () => Promise<void>;
}

/** The tests' PostgreSQL server, as the URL of the template database every test copies. */
export function postgresServerUrl(): string {
  const url = inject('postgresTemplateUrl');
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

export async function openTestDatabase(driver: DatabaseDriver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    templateBytes ??= readFileSync(inject('pgliteTemplatePath'));
    const database = await openDatabase({ driver: 'pglite', loadDataDir: new Blob([new Uint8Array(templateBytes)]) });
    return { database, dispose: () => database.close() };
  }
  const templateUrl = postgresServerUrl();
  const scratch = await createScratchDatabase(templateUrl, 'griot_test', { template: databaseNameOf(templateUrl) });
  const database = await openDatabase({ driver: 'postgres', url: scratch.url, poolSize: 4 });
  return {
    database,
    dispose: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
