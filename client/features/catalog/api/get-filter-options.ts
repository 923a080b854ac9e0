// What each list can be filtered by (GET /api/filter-options/{list}): the choices of its filter bar.
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '@client/lib/api-queries';
import { apiQueries, type FilterOptions } from '@shared/api-queries';
import type { CatalogListName } from '@shared/domain';

/** The choices, or undefined while they load or when they failed (the bar still shows what is set). */
export function useFilterOptions<List extends CatalogListName>(list: List): FilterOptions[List] | undefined {
  return useQuery(queryOf(apiQueries.filterOptions(list))).data;
}
