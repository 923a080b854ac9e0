import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiDelete, apiPut } from '@client/lib/api/api-client';
import { apiPaths } from '@shared/api-paths';
import type { LikeState, Post, ReplyPage } from '@shared/schemas/community';
import { communityKeys } from '@shared/query-keys';

/** A post, or a reply of the post `postId` (whose loaded pages hold it). */
export type LikeTarget = { kind: 'post'; postId: string } | { kind: 'reply'; postId: string; replyId: string };

const urlOf = (target: LikeTarget) =>
  target.kind === 'post' ? apiPaths.postLike(target.postId) : apiPaths.replyLike(target.replyId);

/** Likes (PUT) or takes the like back (DELETE); the answer is the state the member is now in, with the count. */
export const setLiked = (target: LikeTarget, liked: boolean) =>
  liked ? apiPut<LikeState>(urlOf(target), undefined) : apiDelete<LikeState>(urlOf(target));

type ReplyPages = InfiniteData<ReplyPage, string | null>;

/** Puts a like state on the post or on its reply wherever it is loaded. */
function putState(queryClient: ReturnType<typeof useQueryClient>, target: LikeTarget, state: LikeState) {
  if (target.kind === 'post') {
    queryClient.setQueryData<Post>(communityKeys.post(target.postId), (post) => (post ? { ...post, ...state } : post));
    return;
  }
  queryClient.setQueryData<ReplyPages>(communityKeys.replies(target.postId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((reply) => (reply.id === target.replyId ? { ...reply, ...state } : reply)),
          })),
        }
      : data,
  );
}

/**
 * Like or unlike at once (optimistic): the button shows the new state and count before the server answers,
 * goes back to what it was when the request fails, and takes the server's count when it succeeds.
 */
export function useLike(target: LikeTarget, current: LikeState) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => setLiked(target, liked),
    onMutate: async (liked: boolean) => {
      const key = target.kind === 'post' ? communityKeys.post(target.postId) : communityKeys.replies(target.postId);
      // A refetch in flight would put the old count back over the new one.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const likeCount = Math.max(0, current.likeCount + (liked === current.liked ? 0 : liked ? 1 : -1));
      putState(queryClient, target, { liked, likeCount });
      return { before: current };
    },
    onError: (_error, _liked, context) => {
      if (context) putState(queryClient, target, context.before);
    },
    onSuccess: (state) => putState(queryClient, target, state),
  });
}
