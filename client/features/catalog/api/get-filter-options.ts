// What each list can be filtered by (GET /api/filter-options/{list}): the choices of its filter bar.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api/api-client';
import type { CatalogListName } from '@shared/domain';
import type { ProductType, StoryCategory } from '@shared/constants';
import { catalogKeys } from './catalog-keys';

/** Each list's choices, as the server answers them. */
export interface FilterOptions {
  products: {
    categories: ProductType[];
    artists: Array<{ slug: string; name: string }>;
    priceKobo: { min: number; max: number } | null;
  };
  events: { cities: string[] };
  artists: { genres: string[]; locations: string[] };
  stories: { categories: StoryCategory[]; sources: string[] };
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
