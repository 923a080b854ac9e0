// Query keys of the forum. Everything lives under 'community' (the profile feature keeps its key there
// too), so that one invalidation after a write refreshes every screen a post, reply or profile shows on.
export const COMMUNITY_ROOT = 'community';

export const communityKeys = {
  all: [COMMUNITY_ROOT] as const,
  hub: () => [COMMUNITY_ROOT, 'hub'] as const,
  forum: (forumId: string) => [COMMUNITY_ROOT, 'forum', forumId] as const,
  posts: (forumId: string) => [COMMUNITY_ROOT, 'forum', forumId, 'posts'] as const,
  post: (postId: string) => [COMMUNITY_ROOT, 'post', postId] as const,
  replies: (postId: string) => [COMMUNITY_ROOT, 'post', postId, 'replies'] as const,
};
