// Creating and dropping the per-test PostgreSQL databases, through the server named by TEST_DATABASE_URL.
import pg from 'pg';

export const TEMPLATE_DATABASE = 'griot_test_template';

export async function withAdminConnection<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
