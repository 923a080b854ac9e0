// Creating and dropping the per-test PostgreSQL databases, through the server named by TEST_DATABASE_URL.
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
