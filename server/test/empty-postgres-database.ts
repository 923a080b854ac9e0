// An empty PostgreSQL database on the tests' server (no tables, not migrated), dropped by dispose().
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { withAdminConnection } from './postgres-admin';

export async function createEmptyPostgresDatabase(): Promise<{ url: string; dispose: () => Promise<void> }> {
  const serverUrl = inject('postgresTemplateUrl');
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `griot_empty_${randomBytes(6).toString('hex')}`;
  await withAdminConnection(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dispose: async () => {
      await withAdminConnection(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
