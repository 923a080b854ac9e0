import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api/api-client';
import type { Post } from '@shared/schemas/community';
import { communityKeys } from '@shared/query-keys';
import { apiPaths } from '@shared/api-paths';

export const fetchPost = (postId: string, signal?: AbortSignal) => apiGet<Post>(apiPaths.post(postId), { signal });

export function usePost(postId: string) {
  return useQuery({ queryKey: communityKeys.post(postId), queryFn: ({ signal }) => fetchPost(postId, signal) });
}
