// A list screen's data fetched ahead, while its code and the session arrive (the router calls the pages'
// `prefetch` once, for the address the app was opened at): the list under the address's filters, and the
// filter bar's choices.
import type { QueryClient } from '@tanstack/react-query';
import type { CatalogListName } from '@shared/domain';
import { apiFilters, readFilters } from '@shared/list-filters';
import { catalogListQuery } from './get-catalog-list';
import { filterOptionsQuery } from './get-filter-options';

export function prefetchCatalogList(client: QueryClient, list: CatalogListName): void {
  const filters = apiFilters(list, readFilters(list, new URLSearchParams(window.location.search)));
  void client.prefetchInfiniteQuery(catalogListQuery(list, filters));
  void client.prefetchQuery(filterOptionsQuery(list));
}
