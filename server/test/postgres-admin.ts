// Creating and dropping the per-test PostgreSQL databases, through the server named by TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** One template per test run, so that two runs on one server never drop each other's template. */
export const TEMPLATE_DATABASE = `griot_test_template_${process.pid}`;

/** The database a postgres:// URL names. */
export function databaseNameOf(url: string): string {
  return new URL(url).pathname.slice(1);
}

export async function withAdminConnection<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database with a random name on the server `serverUrl` names (empty, or a copy of `template`):
 * its URL, and `drop` to remove it.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  { template }: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdminConnection(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminConnection(serverUrl, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}
