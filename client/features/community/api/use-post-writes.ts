// The writes of the forum and post pages. Each puts the server's answer in the cache at once (so the
// screen changes without waiting) and then marks every forum screen stale (counts and last posts move).
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ModerationBody, NewPostBody, Post, Reply, ReplyPage } from '@shared/schemas/community';
import { createPost, createReply, deletePost, deleteReply, moderatePost, updatePost, updateReply } from './community-api';
import { communityKeys } from './community-keys';
import { useRefreshCommunity } from './use-community';

type ReplyPages = InfiniteData<ReplyPage, string | null>;
/** A change to the loaded replies: the items of one page, and whether it is the last page there is. */
type RepliesChange<Result, Input> = (items: Reply[], isLastPage: boolean, result: Result, input: Input) => Reply[];

/** A write whose answer is the post as it now is (create, edit, pin, lock). */
function usePostWrite<Input>(send: (input: Input) => Promise<Post>) {
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
function useReplyWrite<Result, Input>(postId: string, send: (input: Input) => Promise<Result>, change: RepliesChange<Result, Input>) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCommunity();
  return useMutation({
    mutationFn: send,
    onSuccess: (result, input) => {
      queryClient.setQueryData<ReplyPages>(communityKeys.replies(postId), (data) => {
        if (!data) return data;
        const last = data.pages.length - 1;
        const pages = data.pages.map((page, index) => ({ ...page, items: change(page.items, index === last && page.nextCursor === null, result, input) }));
        return { ...data, pages };
      });
      void refresh();
    },
  });
}

export const useCreatePost = (forumId: string) => usePostWrite((body: NewPostBody) => createPost(forumId, body));

export const useEditPost = (postId: string) => usePostWrite((body: NewPostBody) => updatePost(postId, body));

/** Admin: pin, unpin, lock or unlock. */
export const useModeratePost = (postId: string) => usePostWrite((flags: ModerationBody) => moderatePost(postId, flags));

/**
 * Admin: the post goes with its replies. The page then leaves for the forum, so nothing refetches now
 * (the deleted post would answer 404 while still on screen); the next screens load fresh.
 */
export function useDeletePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePost(postId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityKeys.all, refetchType: 'none' }),
  });
}

/** A new reply shows at once when the last page is on screen; the refetch brings the new count. */
export const useAddReply = (postId: string) =>
  useReplyWrite(
    postId,
    (content: string) => createReply(postId, content),
    (items, isLastPage, reply) => (isLastPage && !items.some((item) => item.id === reply.id) ? [...items, reply] : items),
  );

export const useEditReply = (postId: string) =>
  useReplyWrite(
    postId,
    ({ replyId, content }: { replyId: string; content: string }) => updateReply(replyId, content),
    (items, _isLastPage, reply) => items.map((item) => (item.id === reply.id ? reply : item)),
  );

export const useDeleteReply = (postId: string) =>
  useReplyWrite(
    postId,
    (replyId: string) => deleteReply(replyId),
    (items, _isLastPage, _nothing, replyId) => items.filter((item) => item.id !== replyId),
  );
