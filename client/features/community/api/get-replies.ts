import { apiGet } from '@client/lib/api/api-client';
import { useCursorPages } from '@client/lib/cursor-pages';
import type { ReplyPage } from '@shared/schemas/community';
import { communityKeys } from '@shared/query-keys';
import { apiPaths } from '@shared/api-paths';

/** 50 replies a page, oldest first. */
export const fetchReplies = (postId: string, cursor: string | null, signal?: AbortSignal) =>
  apiGet<ReplyPage>(apiPaths.replies(postId), { query: { cursor }, signal });

export function useReplies(postId: string) {
  return useCursorPages(communityKeys.replies(postId), (cursor, signal) => fetchReplies(postId, cursor, signal));
}
