// Whether the database has every migration this build ships: the readiness check asks it, so a server
// whose database is behind (a deploy that skipped the migration, a restore of an older backup) is taken
// out of the balancer rather than answering with missing columns.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { migrationsFolder } from './migrate';
import { selectRows } from './select-rows';

export interface MigrationStatus {
  applied: number;
  expected: number;
}

let shipped: Promise<number[]> | null = null;

/** The migrations' timestamps, as drizzle-kit's journal lists them (read once). */
function shippedMigrations(): Promise<number[]> {
  shipped ??= readFile(`${migrationsFolder}/meta/_journal.json`, 'utf8').then((text) =>
    (JSON.parse(text) as { entries: Array<{ when: number }> }).entries.map((entry) => entry.when),
  );
  return shipped;
}

/** Drizzle's migrators record each applied migration with its timestamp in drizzle.__drizzle_migrations. */
export async function migrationStatus(db: Db): Promise<MigrationStatus & { current: boolean }> {
  const expected = await shippedMigrations();
  const [row] = await selectRows<{ applied: number; latest: string | null }>(
    db,
    sql`select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  const latest = Number(row?.latest ?? 0);
  return {
    applied: row?.applied ?? 0,
    expected: expected.length,
    current: expected.every((when) => when <= latest),
  };
}
