// One database for all the tests of a `describe`, emptied back to the migrated template before each test:
// opening PGlite from the template (about a second) or cloning a PostgreSQL database costs far more than
// emptying the tables (tens of milliseconds), and the suite opens thousands. A test that closes the
// database or changes its tables' shape (to make the server fail) leaves it unusable: the next test then
// gets a fresh one, so such a test needs no care of its own.
import { sql } from 'drizzle-orm';
import type { Database, DatabaseDriver } from '@server/db/database';
import { openTestDatabase, type TestDatabase } from './database';

/** What an empty, migrated database holds: its tables and the rows the migrations wrote (JSON). */
interface Template {
  tables: string[];
  rows: Array<{ table: string; json: string }>;
  shape: string;
}

const SHAPE_QUERY = sql`select md5(coalesce(string_agg(table_name || '.' || column_name || ':' || data_type, ',' order by table_name, column_name), '')) as shape
  from information_schema.columns where table_schema = 'public'`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function shapeOf(database: Database): Promise<string> {
  const [row] = await rowsOf<{ shape: string }>(database, SHAPE_QUERY);
  return row!.shape;
}

async function readTemplate(database: Database): Promise<Template> {
  const tables = (
    await rowsOf<{ name: string }>(
      database,
      sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  const rows: Template['rows'] = [];
  for (const table of tables) {
    const [row] = await rowsOf<{ json: string | null }>(
      database,
      sql.raw(`select json_agg(t)::text as json from ${quoted(table)} t`),
    );
    if (row?.json) rows.push({ table, json: row.json });
  }
  return { tables, rows, shape: await shapeOf(database) };
}

/** Every table as the migrations left it: emptied, its identities restarted, the migrations' rows back. */
async function empty(database: Database, template: Template): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate ${template.tables.map(quoted).join(', ')} restart identity cascade`));
    for (const { table, json } of template.rows) {
      await tx.execute(
        sql`insert into ${sql.raw(quoted(table))} select * from json_populate_recordset(null::${sql.raw(quoted(table))}, ${json}::json)`,
      );
    }
  });
}

export interface ReusedDatabase {
  /** A migrated, empty database for the next test. */
  take(): Promise<Database>;
  /** After the test: kept for the next one when still whole, else let go. */
  giveBack(): Promise<void>;
  /** After the last test. */
  dispose(): Promise<void>;
}

export function reusedDatabase(driver: DatabaseDriver): ReusedDatabase {
  let current: { test: TestDatabase; template: Template; used: boolean } | null = null;
  const letGo = async () => {
    const open = current;
    current = null;
    await open?.test.dispose().catch(() => {});
  };
  return {
    async take() {
      if (current?.used) await empty(current.test.database, current.template);
      if (!current) {
        const test = await openTestDatabase(driver);
        current = { test, template: await readTemplate(test.database), used: false };
      }
      current.used = true;
      return current.test.database;
    },
    async giveBack() {
      if (!current) return;
      const whole = await shapeOf(current.test.database).then(
        (shape) => shape === current!.template.shape,
        () => false,
      );
      if (!whole) await letGo();
    },
    dispose: letGo,
  };
}
