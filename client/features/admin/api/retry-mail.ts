// "Send again": queues a failed or held message again; the list, its counts and the dashboard's notice follow.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMail } from '@shared/schemas/admin-mail';
import { adminKeys } from '@client/lib/admin-keys';
import { apiPost } from '@client/lib/api/api-client';

export function useRetryMail(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<AdminMail>(`/api/admin/mail/${encodeURIComponent(id)}/retry`),
    onSuccess: (message) => {
      client.setQueryData(adminKeys.mailMessage(id), message);
      void client.invalidateQueries({ queryKey: [...adminKeys.mail(), 'list'] });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
