// The four public lists (GET /api/products, /events, /artists, /stories): one request shape, so one
// module; each list's item type comes from the table below.
import { apiGet } from '@client/lib/api/api-client';
import { cursorPagesQuery, useCursorPages, type CursorPage, type CursorPagesQuery } from '@client/lib/cursor-pages';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import type { CatalogListName } from '@shared/domain';
import type { Artist, Event, Product, Story } from '@shared/schemas/catalog';
import { catalogKeys } from '@shared/query-keys';

/** What each list holds. */
export interface CatalogItems {
  products: Product;
  events: Event;
  artists: Artist;
  stories: Story;
}

/** API filters of a list (lib/list-filters.ts): every page, Load more's too, is asked with the same ones. */
type Filters = Record<string, string>;

/** One page of a list, in the server's order; pass the previous page's nextCursor for the next. */
export function fetchCatalogPage<List extends CatalogListName>(
  list: List,
  filters: Filters,
  cursor: string | null,
  signal?: AbortSignal,
) {
  return apiGet<CursorPage<CatalogItems[List]>>(`/api/${list}`, {
    query: { ...filters, limit: DEFAULT_PAGE_SIZE, cursor },
    signal,
  });
}

/** The list's query, for its hook and for fetching it ahead (see the pages' `prefetch`). */
export const catalogListQuery = <List extends CatalogListName>(list: List, filters: Filters = {}) =>
  cursorPagesQuery(catalogKeys.list(list, filters), (cursor, signal) =>
    fetchCatalogPage(list, filters, cursor, signal),
  );

export function useCatalogList<List extends CatalogListName>(
  list: List,
  filters: Filters = {},
): CursorPagesQuery<CatalogItems[List]> {
  return useCursorPages(catalogKeys.list(list, filters), (cursor, signal) =>
    fetchCatalogPage(list, filters, cursor, signal),
  );
}
