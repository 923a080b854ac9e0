import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api/api-client';
import type { ForumView } from '@shared/schemas/community';
import { communityKeys } from '@shared/query-keys';

export const fetchForum = (forumId: string, signal?: AbortSignal) =>
  apiGet<ForumView>(`/api/forums/${encodeURIComponent(forumId)}`, { signal });

export function useForum(forumId: string) {
  return useQuery({ queryKey: communityKeys.forum(forumId), queryFn: ({ signal }) => fetchForum(forumId, signal) });
}
