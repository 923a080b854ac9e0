import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@client/lib/api/api-client';
import { communityKeys } from '@shared/query-keys';
import { useRefreshCommunity } from './community-cache';

/** The author's own post: it stays, as "Deleted by its author", with its replies. */
export const deleteOwnPost = (postId: string) => apiDelete(`/api/posts/${encodeURIComponent(postId)}`);
/** The author's own reply: it keeps its place, as "Deleted by its author". */
export const deleteOwnReply = (replyId: string) => apiDelete(`/api/replies/${encodeURIComponent(replyId)}`);

/** The post page stays open and shows the post as deleted: its data and every list refetch. */
export function useDeleteOwnPost(postId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCommunity();
  return useMutation({
    mutationFn: () => deleteOwnPost(postId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: communityKeys.post(postId) });
      await refresh();
    },
  });
}

export function useDeleteOwnReply(postId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCommunity();
  return useMutation({
    mutationFn: (replyId: string) => deleteOwnReply(replyId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: communityKeys.replies(postId) });
      await refresh();
    },
  });
}
