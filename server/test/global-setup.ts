// Runs once before the API tests: migrates one template per database kind, so that each test can
// start from a fresh, migrated, empty database in a fraction of a second.
//  - PGlite: a migrated data directory dumped to a tarball, loaded by each test.
//  - PostgreSQL (when TEST_DATABASE_URL is set): a template database that each test clones.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@server/db/database';
import { migrateDatabase } from '@server/db/migrate';
import { withAdminConnection, TEMPLATE_DATABASE } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateUrl: string | null;
  }
}

async function preparePgliteTemplate(dir: string): Promise<string> {
  const database = await openDatabase({ driver: 'pglite' });
  try {
    await migrateDatabase(database);
    if (database.driver !== 'pglite') throw new Error('expected PGlite');
    const dump = await database.client.dumpDataDir('none');
    const file = path.join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

async function preparePostgresTemplate(url: string): Promise<string> {
  await withAdminConnection(url, async (client) => {
    await client.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await client.query(`create database ${TEMPLATE_DATABASE}`);
  });
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const database = await openDatabase({ driver: 'postgres', url: templateUrl.toString(), poolSize: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  return templateUrl.toString();
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'griot-api-tests-'));
  project.provide('pgliteTemplatePath', await preparePgliteTemplate(dir));
  const url = process.env.TEST_DATABASE_URL?.trim();
  project.provide('postgresTemplateUrl', url ? await preparePostgresTemplate(url) : null);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url)
      await withAdminConnection(url, (client) =>
        client.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`),
      );
  };
}
