// The query keys of what a screen shows first, in one place for both sides: the client keeps each answer
// under its key, and the route table (shared/routes.ts) names the same key beside the API address, so that
// a screen's data started ahead is the very entry the screen reads. Invalidation later (admin edits, a new
// reply) hits them by their roots.
import type { CatalogListName } from './domain';

export const catalogKeys = {
  all: ['catalog'] as const,
  home: () => [...catalogKeys.all, 'home'] as const,
  /** A list under its filters (the API's query parameters); a prefix of every filtered list's key without them. */
  list: (name: CatalogListName, filters: Record<string, string> = {}) => [...catalogKeys.all, name, filters] as const,
  filterOptions: (name: CatalogListName) => [...catalogKeys.all, name, 'filter-options'] as const,
  item: (name: CatalogListName, slug: string) => [...catalogKeys.all, name, 'item', slug] as const,
};

// The forum's keys. Everything lives under 'community' (the profile feature keeps its key there too), so
// that one invalidation after a write refreshes every screen a post, reply or profile shows on.
export const COMMUNITY_ROOT = 'community';

export const communityKeys = {
  all: [COMMUNITY_ROOT] as const,
  hub: () => [COMMUNITY_ROOT, 'hub'] as const,
  forum: (forumId: string) => [COMMUNITY_ROOT, 'forum', forumId] as const,
  posts: (forumId: string) => [COMMUNITY_ROOT, 'forum', forumId, 'posts'] as const,
  post: (postId: string) => [COMMUNITY_ROOT, 'post', postId] as const,
  replies: (postId: string) => [COMMUNITY_ROOT, 'post', postId, 'replies'] as const,
  /** A member's public profile, by handle in any case: a new post or reply, or a profile saved, refreshes it. */
  member: (handle: string) => [COMMUNITY_ROOT, 'member', handle.toLowerCase()] as const,
};
