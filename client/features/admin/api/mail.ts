// The outbox in the admin panel: the stored messages by status, one message's text, and "Send again".
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { MailStatus } from '@shared/mail';
import type { AdminMail, AdminMailPage } from '@shared/schemas/admin-mail';
import { apiGet, apiPost } from '@client/lib/api/api-client';
import { adminKeys } from '@client/lib/admin-keys';

const messageKey = (id: string) => [...adminKeys.mail(), 'message', id] as const;

/** The messages newest first, page by page; every page also counts the unsent ones. */
export function useAdminMail(status: MailStatus | '') {
  return useInfiniteQuery<AdminMailPage, Error, InfiniteData<AdminMailPage, string | null>, unknown[], string | null>({
    queryKey: [...adminKeys.mail(), 'list', status],
    queryFn: ({ pageParam, signal }) =>
      apiGet<AdminMailPage>('/api/admin/mail', {
        signal,
        query: { status: status || null, limit: ADMIN_PAGE_SIZE, cursor: pageParam },
      }),
    initialPageParam: null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useAdminMailMessage(id: string) {
  return useQuery({
    queryKey: messageKey(id),
    queryFn: ({ signal }) => apiGet<AdminMail>(`/api/admin/mail/${encodeURIComponent(id)}`, { signal }),
  });
}

/** Queues a failed or held message again; the list, its counts and the dashboard's notice follow. */
export function useRetryMail(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<AdminMail>(`/api/admin/mail/${encodeURIComponent(id)}/retry`),
    onSuccess: (message) => {
      client.setQueryData(messageKey(id), message);
      void client.invalidateQueries({ queryKey: [...adminKeys.mail(), 'list'] });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
