import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api/api-client';
import type { CommunityHub } from '@shared/schemas/community';
import { communityKeys } from '@shared/query-keys';

/** The forums, the five most recent discussions and who is online. */
export const fetchHub = (signal?: AbortSignal) => apiGet<CommunityHub>('/api/community', { signal });

export const hubQuery = () =>
  queryOptions({ queryKey: communityKeys.hub(), queryFn: ({ signal }) => fetchHub(signal) });

export function useHub() {
  return useQuery(hubQuery());
}
