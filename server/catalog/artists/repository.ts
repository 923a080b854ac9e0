// The creatives directory, alphabetical: keyset on (name, id), served by artists_name_idx, optionally by genre
// and location; and one artist by their slug for their page, with a few of their products, upcoming events
// and stories.
import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { ArtistDetail } from '@shared/schemas/catalog';
import type { Db } from '@server/db/database';
import { artists, events, products, stories, storedImages } from '@server/db/schema';
import { imageDetailsColumns, imageDetailsJoin } from '@server/db/stored-images';
import { cursorChecks, decodeCursor, filterScope, toPage } from '@server/http/paging/cursor';
import type { ListParams } from '@server/http/paging/list-params';
import { presentEvent } from '../events/presenter';
import { selectUpcomingEvents } from '../events/repository';
import { presentProduct } from '../products/presenter';
import { selectProducts } from '../products/repository';
import { findBySlug, type SlugLookup } from '@server/db/slugs/slug-lookup';
import type { ArtistFilters } from '../lib/list-filters';
import { presentStory } from '../stories/presenter';
import { selectStories } from '../stories/repository';
import { presentArtist, presentArtistEntry } from './presenter';

/** How many of their products, events and stories an artist's page shows. */
export const ARTIST_PAGE_ITEMS = 12;

/** Artists with their pictures' details: one primary-key probe of stored_images per row. */
function selectArtistRows(db: Db) {
  return db
    .select({ ...getTableColumns(artists), image: imageDetailsColumns })
    .from(artists)
    .leftJoin(storedImages, imageDetailsJoin(artists.imageUrl))
    .$dynamic();
}

export async function listArtists(db: Db, { limit, cursor }: ListParams, filters: ArtistFilters = {}) {
  const { genre, location } = filters;
  const scope = filterScope(filters);
  const after = cursor && decodeCursor(cursor, [cursorChecks.text, cursorChecks.uuid], scope);
  const rows = await selectArtistRows(db)
    .where(
      and(
        genre ? sql`lower(${artists.genre}) = ${genre}` : undefined,
        location ? sql`lower(${artists.location}) = ${location}` : undefined,
        after ? sql`(${artists.name}, ${artists.id}) > (${after[0]}, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(artists.name), asc(artists.id))
    .limit(limit + 1);
  return toPage(rows, limit, (row) => [row.name, row.id], presentArtist, scope);
}

async function artistWhere(db: Db, condition: SQL): Promise<ArtistDetail | null> {
  const [row] = await selectArtistRows(db).where(condition);
  if (!row) return null;
  const [ownProducts, ownEvents, ownStories] = await Promise.all([
    selectProducts(db, eq(products.artistId, row.id), ARTIST_PAGE_ITEMS),
    selectUpcomingEvents(db, eq(events.artistId, row.id), ARTIST_PAGE_ITEMS),
    selectStories(db, eq(stories.artistId, row.id), ARTIST_PAGE_ITEMS),
  ]);
  return {
    ...presentArtistEntry(row),
    products: ownProducts.map(presentProduct),
    events: ownEvents.map(presentEvent),
    stories: ownStories.map(presentStory),
  };
}

export function findArtistBySlug(db: Db, slug: string): Promise<SlugLookup<ArtistDetail>> {
  return findBySlug(db, 'artist', artists, slug, (condition) => artistWhere(db, condition));
}
