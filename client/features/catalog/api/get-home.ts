import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api/api-client';
import type { HomeData } from '@shared/schemas/catalog';
import { catalogKeys } from './catalog-keys';

export function fetchHomeData(signal?: AbortSignal): Promise<HomeData> {
  return apiGet<HomeData>('/api/home', { signal });
}

export const homeQuery = () =>
  queryOptions({ queryKey: catalogKeys.home(), queryFn: ({ signal }) => fetchHomeData(signal) });

export function useHomeData() {
  return useQuery(homeQuery());
}
