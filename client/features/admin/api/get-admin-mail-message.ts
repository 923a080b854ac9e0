// One stored message's text and its delivery, for the outbox's dialog.
import { useQuery } from '@tanstack/react-query';
import type { AdminMail } from '@shared/schemas/admin-mail';
import { adminKeys } from '@client/lib/admin-keys';
import { apiGet } from '@client/lib/api/api-client';

export function useAdminMailMessage(id: string) {
  return useQuery({
    queryKey: adminKeys.mailMessage(id),
    queryFn: ({ signal }) => apiGet<AdminMail>(`/api/admin/mail/${encodeURIComponent(id)}`, { signal }),
  });
}
