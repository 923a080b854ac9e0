import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AdminSection } from '@client/lib/paths';
import { fetchAdminPage } from './admin-catalog-api';
import { adminKeys } from './admin-keys';

/** One admin list, newest added first, filtered by the (already debounced) search text. */
export function useAdminList<T>(section: AdminSection, q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.list(section, q),
    queryFn: ({ pageParam, signal }) => fetchAdminPage<T>(section, q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export type AdminListQuery<T> = ReturnType<typeof useAdminList<T>>;

/**
 * After a write: an added, changed or removed entry can show on any screen (admin lists, the
 * dashboard's counts, the public catalogue and home), so everything cached goes stale; only what is
 * on screen refetches now.
 */
export function useRefreshAfterWrite(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(), [queryClient]);
}
