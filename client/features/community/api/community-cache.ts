// How the forum's writes reach the cache. Each puts the server's answer in the cache at once (so the
// screen changes without waiting) and then marks every forum screen stale (counts and last posts move).
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Post, Reply, ReplyPage } from '@shared/schemas/community';
import { communityKeys } from '@shared/query-keys';

type ReplyPages = InfiniteData<ReplyPage, string | null>;
/** A change to the loaded replies: the items of one page, and whether it is the last page there is. */
type RepliesChange<Result, Input> = (items: Reply[], isLastPage: boolean, result: Result, input: Input) => Reply[];

/**
 * After any forum write: counts, last posts, recent discussions and the member's own post count can
 * all change, so everything under 'community' goes stale; only what is on screen refetches now.
 */
export function useRefreshCommunity(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: communityKeys.all }), [queryClient]);
}

/** A write whose answer is the post as it now is (create, edit, pin, lock). */
export function usePostWrite<Input>(send: (input: Input) => Promise<Post>) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCommunity();
  return useMutation({
    mutationFn: send,
    onSuccess: (post) => {
      queryClient.setQueryData(communityKeys.post(post.id), post);
      void refresh();
    },
  });
}

/** A write to one reply of the post; `change` applies it to every loaded page. */
export function useReplyWrite<Result, Input>(
  postId: string,
  send: (input: Input) => Promise<Result>,
  change: RepliesChange<Result, Input>,
) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCommunity();
  return useMutation({
    mutationFn: send,
    onSuccess: (result, input) => {
      queryClient.setQueryData<ReplyPages>(communityKeys.replies(postId), (data) => {
        if (!data) return data;
        const last = data.pages.length - 1;
        const pages = data.pages.map((page, index) => ({
          ...page,
          items: change(page.items, index === last && page.nextCursor === null, result, input),
        }));
        return { ...data, pages };
      });
      void refresh();
    },
  });
}
