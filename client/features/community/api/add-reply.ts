import { apiPost } from '@client/lib/api/api-client';
import type { Reply, ReplyBody } from '@shared/schemas/community';
import { useReplyWrite } from './community-cache';

export const addReply = (postId: string, body: ReplyBody) =>
  apiPost<Reply>(`/api/posts/${encodeURIComponent(postId)}/replies`, body);

/** A new reply shows at once when the last page is on screen; the refetch brings the new count. */
export const useAddReply = (postId: string) =>
  useReplyWrite(
    postId,
    (body: ReplyBody) => addReply(postId, body),
    (items, isLastPage, reply) =>
      isLastPage && !items.some((item) => item.id === reply.id) ? [...items, reply] : items,
  );
