import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api/api-client';
import type { HomeData } from '@shared/schemas/catalog';
import { catalogKeys } from '@shared/query-keys';
import { apiPaths } from '@shared/api-paths';

export function fetchHomeData(signal?: AbortSignal): Promise<HomeData> {
  return apiGet<HomeData>(apiPaths.home, { signal });
}

export const homeQuery = () =>
  queryOptions({ queryKey: catalogKeys.home(), queryFn: ({ signal }) => fetchHomeData(signal) });

export function useHomeData() {
  return useQuery(homeQuery());
}
