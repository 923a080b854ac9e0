// One infinite query per catalogue list, following the API's cursor pages.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@client/api/api-client';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import type { CatalogListName } from '@shared/messages';
import { catalogKeys } from './catalog-keys';

export interface CatalogPage<T> {
  items: T[];
  nextCursor: string | null;
}

export function fetchCatalogPage<T>(list: CatalogListName, cursor: string | null, signal?: AbortSignal): Promise<CatalogPage<T>> {
  return apiGet<CatalogPage<T>>(`/api/${list}`, { query: { limit: DEFAULT_PAGE_SIZE, cursor }, signal });
}

export type PageFetcher<T> = (cursor: string | null, signal?: AbortSignal) => Promise<CatalogPage<T>>;

/** The list's query, for its hook and for fetching it ahead (see the pages' `prefetch`). */
export function catalogListQuery<T>(list: CatalogListName, fetchPage: PageFetcher<T>) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.list(list),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useCatalogList<T>(list: CatalogListName, fetchPage: PageFetcher<T>) {
  return useInfiniteQuery(catalogListQuery(list, fetchPage));
}

export type CatalogListQuery<T> = ReturnType<typeof useCatalogList<T>>;
