// Lifts a member's suspension before its end.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@client/lib/admin-keys';
import { apiDelete } from '@client/lib/api/api-client';

export function useLiftSuspension() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiDelete(`/api/admin/suspensions/${encodeURIComponent(userId)}`),
    onSettled: () => void client.invalidateQueries({ queryKey: adminKeys.reports() }),
  });
}
