// The newsletter in the admin panel: issues (save, test, send), and the subscribers by status.
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { SubscriberStatus } from '@shared/newsletter';
import type {
  NewsletterIssue,
  NewsletterIssueBody,
  NewsletterIssuePage,
  SubscriberPage,
} from '@shared/schemas/newsletter';
import { apiGet, apiPost, apiPut } from '@client/lib/api/api-client';
import { adminKeys } from '@client/lib/admin-keys';

export function useNewsletterIssues() {
  return useInfiniteQuery<
    NewsletterIssuePage,
    Error,
    InfiniteData<NewsletterIssuePage, string | null>,
    unknown[],
    string | null
  >({
    queryKey: [...adminKeys.newsletter(), 'issues'],
    queryFn: ({ pageParam, signal }) =>
      apiGet<NewsletterIssuePage>('/api/admin/newsletter/issues', {
        signal,
        query: { limit: ADMIN_PAGE_SIZE, cursor: pageParam },
      }),
    initialPageParam: null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useSubscribers(status: SubscriberStatus | '') {
  return useInfiniteQuery<SubscriberPage, Error, InfiniteData<SubscriberPage, string | null>, unknown[], string | null>(
    {
      queryKey: [...adminKeys.newsletter(), 'subscribers', status],
      queryFn: ({ pageParam, signal }) =>
        apiGet<SubscriberPage>('/api/admin/newsletter/subscribers', {
          signal,
          query: { status: status || null, limit: ADMIN_PAGE_SIZE, cursor: pageParam },
        }),
      initialPageParam: null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
    },
  );
}

/** Saves a draft: a new one (no id) or the one being edited. */
export function useSaveIssue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: NewsletterIssueBody }) =>
      id
        ? apiPut<NewsletterIssue>(`/api/admin/newsletter/issues/${encodeURIComponent(id)}`, body)
        : apiPost<NewsletterIssue>('/api/admin/newsletter/issues', body),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...adminKeys.newsletter(), 'issues'] }),
  });
}

export function useSendTest() {
  return useMutation({
    mutationFn: (id: string) =>
      apiPost<{ message: string }>(`/api/admin/newsletter/issues/${encodeURIComponent(id)}/test`),
  });
}

export function useSendIssue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<NewsletterIssue>(`/api/admin/newsletter/issues/${encodeURIComponent(id)}/send`),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...adminKeys.newsletter(), 'issues'] }),
  });
}
