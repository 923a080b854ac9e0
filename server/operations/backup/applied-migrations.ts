// The migrations a database has applied, as drizzle-kit's migrator records them, named by the journal
// of this version's migrations so that a manifest says which schema its database has.
import { readFileSync } from 'node:fs';
import { fromRoot } from '@server/project-root';
import type { AppliedMigration } from './archive-manifest';

/** drizzle's bookkeeping table; created_at is the journal's `when` of each migration. */
export const APPLIED_MIGRATIONS_SQL =
  'select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at, id';

export interface MigrationRow {
  hash: string;
  createdAt: string;
}

let tagsByWhen: Map<string, string> | null = null;

function journalTags(): Map<string, string> {
  if (!tagsByWhen) {
    const journal = JSON.parse(
      readFileSync(fromRoot('server', 'db', 'migrations', 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: Array<{ when: number; tag: string }>;
    };
    tagsByWhen = new Map(journal.entries.map((entry) => [String(entry.when), entry.tag]));
  }
  return tagsByWhen;
}

export function namedMigrations(rows: MigrationRow[]): AppliedMigration[] {
  const tags = journalTags();
  return rows.map((row) => ({ tag: tags.get(row.createdAt) ?? `unknown-${row.createdAt}`, hash: row.hash }));
}

/** Migrations the archive's database has that this version does not ship (it was made by a newer one). */
export function unknownMigrations(migrations: AppliedMigration[]): string[] {
  return migrations.filter((migration) => migration.tag.startsWith('unknown-')).map((migration) => migration.tag);
}
