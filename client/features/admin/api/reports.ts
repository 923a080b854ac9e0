// The queue of reports in the admin panel: the open reports, acting on one, and the members suspended now.
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { AdminReportPage, ReportOutcome, SuspendBody, SuspensionPage } from '@shared/schemas/reports';
import { apiDelete, apiGet, apiPost } from '@client/lib/api/api-client';
import { adminKeys } from '@client/lib/admin-keys';

type Pages<T> = InfiniteData<T, string | null>;

function usePagesOf<T extends { nextCursor: string | null }>(name: string, path: string) {
  return useInfiniteQuery<T, Error, Pages<T>, unknown[], string | null>({
    queryKey: [...adminKeys.reports(), name],
    queryFn: ({ pageParam, signal }) =>
      apiGet<T>(path, { signal, query: { limit: ADMIN_PAGE_SIZE, cursor: pageParam } }),
    initialPageParam: null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** Open reports, oldest first; every page also counts them all. */
export const useAdminReports = () => usePagesOf<AdminReportPage>('open', '/api/admin/reports');
/** The members suspended now, the latest first. */
export const useSuspensions = () => usePagesOf<SuspensionPage>('suspended', '/api/admin/suspensions');

export type ReportAction = { kind: 'dismiss' } | { kind: 'delete' } | ({ kind: 'suspend' } & SuspendBody);

/** Acting on a report closes the reports of its words: the queue, the suspensions and the dashboard follow. */
export function useActOnReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReportAction }) => {
      const { kind, ...body } = action;
      return apiPost<ReportOutcome>(
        `/api/admin/reports/${encodeURIComponent(id)}/${kind}`,
        kind === 'suspend' ? body : undefined,
      );
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: adminKeys.reports() });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}

export function useLiftSuspension() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiDelete(`/api/admin/suspensions/${encodeURIComponent(userId)}`),
    onSettled: () => void client.invalidateQueries({ queryKey: adminKeys.reports() }),
  });
}
