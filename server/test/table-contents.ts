// Every table's row count and a hash of its content (md5 of its rows' text, sorted), read in one snapshot: two
// databases with equal contents hold the same rows, whatever order they were written in.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';

export type TableContents = Record<string, { rows: number; hash: string }>;

interface Executes {
  execute(statement: ReturnType<typeof sql.raw>): Promise<unknown>;
}

async function rows<Row>(tx: Executes, text: string): Promise<Row[]> {
  return ((await tx.execute(sql.raw(text))) as { rows: Row[] }).rows;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function tableContents(db: Db): Promise<TableContents> {
  return db.transaction(
    async (tx) => {
      const tables = await rows<{ schema: string; name: string }>(
        tx,
        `select table_schema as schema, table_name as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
          order by 1, 2`,
      );
      const contents: TableContents = {};
      for (const table of tables) {
        const [row] = await rows<{ rows: number; hash: string }>(
          tx,
          `select count(*)::int as rows, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as hash
             from ${quoted(table.schema)}.${quoted(table.name)} t`,
        );
        contents[`${table.schema}.${table.name}`] = row!;
      }
      return contents;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
