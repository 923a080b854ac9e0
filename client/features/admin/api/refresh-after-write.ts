import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * After a write: an added, changed or removed entry can show on any screen (admin lists, the
 * dashboard's counts, the public catalogue and home), so everything cached goes stale; only what is
 * on screen refetches now.
 */
export function useRefreshAfterWrite(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(), [queryClient]);
}
