// A restore writes only into an empty place: it never merges into, or overwrites, a site that exists.
import { readdir } from 'node:fs/promises';
import type pg from 'pg';
import { OperatorError } from './operator-error';

export const NOTHING_RESTORED = 'Nothing was restored.';

/** A folder that is missing or empty; `name` is how the operator knows it (DATA_DIR). */
export async function assertEmptyFolder(folder: string, name: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (entries.length > 0) {
    const shown = entries.slice(0, 5).join(', ') + (entries.length > 5 ? ', …' : '');
    throw new OperatorError(
      `${name} (${folder}) is not empty (${shown}). A restore only writes into an empty folder, so that no site is overwritten: point ${name} at a new folder, or move this one away. ${NOTHING_RESTORED}`,
    );
  }
}

/** A database without tables: a restore never merges into one that has Griot's tables, or anyone's. */
export async function assertEmptyDatabase(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema') order by 1 limit 6`,
  );
  if (rows.length > 0) {
    const shown =
      rows
        .slice(0, 5)
        .map((row) => row.name)
        .join(', ') + (rows.length > 5 ? ', …' : '');
    const whose = rows.some((row) => /^(drizzle\.__drizzle_migrations|public\.users)$/.test(row.name))
      ? "already has Griot's tables"
      : 'is not empty';
    throw new OperatorError(
      `The database DATABASE_URL names ${whose} (${shown}). A restore only writes into an empty database: create one (createdb griot_restored), point DATABASE_URL at it, and run the restore again. ${NOTHING_RESTORED}`,
    );
  }
}
