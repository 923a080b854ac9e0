import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@client/lib/api/api-client';
import { communityKeys } from '@shared/query-keys';

/** Admin: the post goes with its replies. */
export const deletePost = (postId: string) => apiDelete(`/api/admin/posts/${encodeURIComponent(postId)}`);

/**
 * The page then leaves for the forum, so nothing refetches now (the deleted post would answer 404 while
 * still on screen); the next screens load fresh.
 */
export function useDeletePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePost(postId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityKeys.all, refetchType: 'none' }),
  });
}
