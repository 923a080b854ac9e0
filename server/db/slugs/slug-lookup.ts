// What a page's slug leads to: the item, and whether the slug is its current one (an old slug, kept in
// slug_redirects after a rename, answers with the item so that its page can move to the new address).
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CatalogKind } from '@shared/constants';
import type { Db } from '@server/db/database';
import { redirectTarget } from './slugs';

export type SlugLookup<T> = { item: T; current: boolean } | null;

/** The item of `kind` whose slug is `slug`, else the one an old slug leads to; `find` reads one item. */
export async function findBySlug<T>(
  db: Db,
  kind: CatalogKind,
  table: { id: PgColumn; slug: PgColumn },
  slug: string,
  find: (condition: SQL) => Promise<T | null>,
): Promise<SlugLookup<T>> {
  const item = await find(eq(table.slug, slug));
  if (item) return { item, current: true };
  const target = await redirectTarget(db, kind, slug);
  const moved = target ? await find(eq(table.id, target)) : null;
  return moved ? { item: moved, current: false } : null;
}
