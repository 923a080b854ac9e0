// The four public lists (GET /api/products, /events, /artists, /stories): one request shape, so one
// module; each list's page type comes from shared/api-queries.ts.
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagesOf } from '@client/lib/api-queries';
import type { CursorPagesQuery } from '@client/lib/cursor-pages';
import { apiQueries, type CatalogPages } from '@shared/api-queries';
import type { CatalogListName } from '@shared/domain';

/** A list under the API's filters (shared/list-filters.ts): every page, Load more's too, is asked with the same ones. */
export function useCatalogList<List extends CatalogListName>(
  list: List,
  filters: Record<string, string> = {},
): CursorPagesQuery<CatalogPages[List]> {
  return useInfiniteQuery(pagesOf(apiQueries.catalogList(list, filters)));
}

/** One entry of a list. */
export type CatalogItem<List extends CatalogListName> = CatalogPages[List]['items'][number];
