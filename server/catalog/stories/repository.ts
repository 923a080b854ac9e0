// Stories, newest first: keyset on (date, created_at, id), served by stories_newest_idx, optionally by
// category and source; and one story by its slug for its page, with its body rendered from Markdown.
import { and, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { StoryDetail } from '@shared/schemas/catalog';
import type { Db } from '@server/db/database';
import { stories, storedImages } from '@server/db/schema';
import { imageDetailsColumns, imageDetailsJoin } from '@server/db/stored-images';
import { cursorChecks, decodeCursor, filterScope, toPage } from '@server/http/paging/cursor';
import type { ListParams } from '@server/http/paging/list-params';
import { artistRefsOf } from '../lib/artist-refs';
import { findBySlug, type SlugLookup } from '@server/db/slugs/slug-lookup';
import { renderMarkdown } from '@server/lib/markdown';
import type { StoryFilters } from '../lib/list-filters';
import { presentStory } from './presenter';

/** Stories with their pictures' details: one primary-key probe of stored_images per row. */
function selectStoryRows(db: Db) {
  return db
    .select({ ...getTableColumns(stories), image: imageDetailsColumns })
    .from(stories)
    .leftJoin(storedImages, imageDetailsJoin(stories.imageUrl))
    .$dynamic();
}

/** Stories where `condition` holds, newest first. */
export function selectStories(db: Db, condition: SQL | undefined, limit: number) {
  return selectStoryRows(db)
    .where(condition)
    .orderBy(desc(stories.date), desc(stories.createdAt), desc(stories.id))
    .limit(limit);
}

export async function listStories(db: Db, { limit, cursor }: ListParams, filters: StoryFilters = {}) {
  const { category, source } = filters;
  const scope = filterScope(filters);
  const after =
    cursor && decodeCursor(cursor, [cursorChecks.isoDate, cursorChecks.timestamp, cursorChecks.uuid], scope);
  const rows = await selectStories(
    db,
    and(
      category ? eq(stories.category, category) : undefined,
      // null: the stories written here, which have no source.
      source === null ? isNull(stories.sourceName) : source ? sql`lower(${stories.sourceName}) = ${source}` : undefined,
      after
        ? sql`(${stories.date}, ${stories.createdAt}, ${stories.id}) < (${after[0]}::date, ${after[1]}::timestamptz, ${after[2]}::uuid)`
        : undefined,
    ),
    limit + 1,
  );
  return toPage(rows, limit, (row) => [row.date, row.createdAt.toISOString(), row.id], presentStory, scope);
}

async function storyWhere(db: Db, condition: SQL): Promise<StoryDetail | null> {
  const [row] = await selectStoryRows(db).where(condition);
  if (!row) return null;
  const refs = await artistRefsOf(db, [row.artistId]);
  return {
    ...presentStory(row),
    bodyHtml: renderMarkdown(row.body),
    artistRef: row.artistId ? (refs.get(row.artistId) ?? null) : null,
  };
}

export function findStoryBySlug(db: Db, slug: string): Promise<SlugLookup<StoryDetail>> {
  return findBySlug(db, 'story', stories, slug, (condition) => storyWhere(db, condition));
}
