import { apiDelete } from '@client/lib/api/api-client';
import { useReplyWrite } from './community-cache';

/** Admin only. */
export const deleteReply = (replyId: string) => apiDelete(`/api/admin/replies/${encodeURIComponent(replyId)}`);

export const useDeleteReply = (postId: string) =>
  useReplyWrite(
    postId,
    (replyId: string) => deleteReply(replyId),
    (items, _isLastPage, _nothing, replyId) => items.filter((item) => item.id !== replyId),
  );
