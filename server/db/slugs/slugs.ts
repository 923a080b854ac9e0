// Giving items their slugs and keeping the old ones: a new item takes its name's slug, or the first of
// -2, -3… that no item of its kind has and no old address of its kind leads to; a rename gives a new slug
// and keeps the old one in slug_redirects, so shared links keep working (301 to the new address).
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CatalogKind } from '@shared/constants';
import type { Db } from '@server/db/database';
import { slugRedirects } from '@server/db/schema';
import { slugify } from './slugify';

/** A catalogue table: its rows have an id and a slug. */
export type SluggedTable = PgTable & { id: PgColumn; slug: PgColumn };

/** Slugs taken in `kind`: by another item, or by an old address that leads to another item. */
async function takenSlugs(db: Db, kind: CatalogKind, table: SluggedTable, base: string, self?: string) {
  const { id, slug } = table;
  const like = `${base.replace(/[\\%_]/g, '\\$&')}-%`;
  const matches = (column: PgColumn | SQL) => sql`(${column} = ${base} OR ${column} LIKE ${like})`;
  const items = await db
    .select({ slug: slug })
    .from(table)
    .where(and(matches(slug), self ? ne(id, self) : undefined));
  const redirects = await db
    .select({ slug: slugRedirects.slug })
    .from(slugRedirects)
    .where(
      and(
        eq(slugRedirects.kind, kind),
        matches(slugRedirects.slug),
        self ? ne(slugRedirects.targetId, self) : undefined,
      ),
    );
  return new Set([...items, ...redirects].map((row) => row.slug as string));
}

/**
 * The slug for `name`: its own, or with the first free number (the unique index settles races).
 * `alsoTaken` holds slugs given out in the same write (a batch of imports).
 */
export async function freeSlug(
  db: Db,
  kind: CatalogKind,
  table: SluggedTable,
  name: string,
  self?: string,
  alsoTaken: ReadonlySet<string> = new Set(),
) {
  const base = slugify(name);
  const taken = await takenSlugs(db, kind, table, base, self);
  const free = (slug: string) => !taken.has(slug) && !alsoTaken.has(slug);
  if (free(base)) return base;
  for (let n = 2; ; n++) if (free(`${base}-${n}`)) return `${base}-${n}`;
}

/** Slugs for a batch of new items, distinct from each other and from every slug of their kind. */
export async function freeSlugs(db: Db, kind: CatalogKind, table: SluggedTable, names: readonly string[]) {
  const given = new Set<string>();
  for (const name of names) given.add(await freeSlug(db, kind, table, name, undefined, given));
  return [...given];
}

/**
 * After a rename from `oldSlug` to `newSlug`: the old address leads to the item, and an old address
 * that is now the item's own again (renamed back) is no longer a redirect.
 */
export async function keepOldSlug(db: Db, kind: CatalogKind, id: string, oldSlug: string, newSlug: string) {
  if (oldSlug === newSlug) return;
  await db
    .insert(slugRedirects)
    .values({ kind, slug: oldSlug, targetId: id })
    .onConflictDoUpdate({ target: [slugRedirects.kind, slugRedirects.slug], set: { targetId: id } });
  await db.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.slug, newSlug)));
}

/** The item an old slug leads to, if any. */
export async function redirectTarget(db: Db, kind: CatalogKind, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ targetId: slugRedirects.targetId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.slug, slug)));
  return row?.targetId ?? null;
}

/** A deleted item's old addresses go with it. */
export async function forgetSlugs(db: Db, id: string): Promise<void> {
  await db.delete(slugRedirects).where(eq(slugRedirects.targetId, id));
}

/** The slug after a save: the current one while the name still makes it (`-2` kept), else a free one. */
export async function slugAfterRename(
  db: Db,
  kind: CatalogKind,
  table: SluggedTable,
  name: string,
  id: string,
  current: string,
): Promise<string> {
  const base = slugify(name);
  if (current === base || new RegExp(`^${base}-\\d+$`).test(current)) return current;
  return freeSlug(db, kind, table, name, id);
}
