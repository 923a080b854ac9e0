// The forum's reads: one hook per screen's data, keyed so that a write can refresh them all.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchForum, fetchForumPosts, fetchHub, fetchPost, fetchReplies } from './community-api';
import { communityKeys } from './community-keys';
import { useCursorPages } from './use-cursor-pages';

export const hubQuery = () => queryOptions({ queryKey: communityKeys.hub(), queryFn: ({ signal }) => fetchHub(signal) });

export function useHub() {
  return useQuery(hubQuery());
}

export function useForum(forumId: string) {
  return useQuery({ queryKey: communityKeys.forum(forumId), queryFn: ({ signal }) => fetchForum(forumId, signal) });
}

export function useForumPosts(forumId: string) {
  return useCursorPages(communityKeys.posts(forumId), (cursor, signal) => fetchForumPosts(forumId, cursor, signal));
}

export function usePost(postId: string) {
  return useQuery({ queryKey: communityKeys.post(postId), queryFn: ({ signal }) => fetchPost(postId, signal) });
}

export function useReplies(postId: string) {
  return useCursorPages(communityKeys.replies(postId), (cursor, signal) => fetchReplies(postId, cursor, signal));
}

/**
 * After any forum write: counts, last posts, recent discussions and the member's own post count can
 * all change, so everything under 'community' goes stale; only what is on screen refetches now.
 */
export function useRefreshCommunity(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: communityKeys.all }), [queryClient]);
}
