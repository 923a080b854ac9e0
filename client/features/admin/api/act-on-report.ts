// Dismiss, Delete or Suspend the author: acting on a report closes the reports of its words, and the
// queue, the suspensions and the dashboard follow.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportOutcome, SuspendBody } from '@shared/schemas/reports';
import { adminKeys } from '@client/lib/admin-keys';
import { apiPost } from '@client/lib/api/api-client';

export type ReportAction = { kind: 'dismiss' } | { kind: 'delete' } | ({ kind: 'suspend' } & SuspendBody);

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
