// What each list can be filtered by (GET /api/filter-options/{list}): the choices of its filter bar.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api/api-client';
import type { CatalogListName } from '@shared/domain';
import type {
  ArtistFilterOptions,
  EventFilterOptions,
  ProductFilterOptions,
  StoryFilterOptions,
} from '@shared/schemas/catalog-filters';
import { catalogKeys } from '@shared/query-keys';

/** Each list's choices, as the server answers them. */
export interface FilterOptions {
  products: ProductFilterOptions;
  events: EventFilterOptions;
  artists: ArtistFilterOptions;
  stories: StoryFilterOptions;
}

export const filterOptionsQuery = <List extends CatalogListName>(list: List) =>
  queryOptions({
    queryKey: catalogKeys.filterOptions(list),
    queryFn: ({ signal }) => apiGet<FilterOptions[List]>(`/api/filter-options/${list}`, { signal }),
  });

/** The choices, or undefined while they load or when they failed (the bar still shows what is set). */
export function useFilterOptions<List extends CatalogListName>(list: List): FilterOptions[List] | undefined {
  return useQuery(filterOptionsQuery(list)).data;
}
