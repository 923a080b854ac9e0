import { apiPatch } from '@client/lib/api/api-client';
import type { Reply } from '@shared/schemas/community';
import { useReplyWrite } from './community-cache';

/** The author's own edit. */
export const editReply = (replyId: string, content: string) =>
  apiPatch<Reply>(`/api/replies/${encodeURIComponent(replyId)}`, { content });

export const useEditReply = (postId: string) =>
  useReplyWrite(
    postId,
    ({ replyId, content }: { replyId: string; content: string }) => editReply(replyId, content),
    (items, _isLastPage, reply) => items.map((item) => (item.id === reply.id ? reply : item)),
  );
