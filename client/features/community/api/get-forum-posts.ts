import { apiGet } from '@client/lib/api/api-client';
import { useCursorPages } from '@client/lib/cursor-pages';
import type { PostPage } from '@shared/schemas/community';
import { communityKeys } from '@shared/query-keys';

/** 20 posts a page, pinned first, then newest first. */
export const fetchForumPosts = (forumId: string, cursor: string | null, signal?: AbortSignal) =>
  apiGet<PostPage>(`/api/forums/${encodeURIComponent(forumId)}/posts`, { query: { cursor }, signal });

export function useForumPosts(forumId: string) {
  return useCursorPages(communityKeys.posts(forumId), (cursor, signal) => fetchForumPosts(forumId, cursor, signal));
}
