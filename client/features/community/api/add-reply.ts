import { apiPost } from '@client/lib/api/api-client';
import type { Reply } from '@shared/schemas/community';
import { useReplyWrite } from './community-cache';

export const addReply = (postId: string, content: string) =>
  apiPost<Reply>(`/api/posts/${encodeURIComponent(postId)}/replies`, { content });

/** A new reply shows at once when the last page is on screen; the refetch brings the new count. */
export const useAddReply = (postId: string) =>
  useReplyWrite(
    postId,
    (content: string) => addReply(postId, content),
    (items, isLastPage, reply) =>
      isLastPage && !items.some((item) => item.id === reply.id) ? [...items, reply] : items,
  );
