// The member's unread markers, under the community's root so that every forum write refreshes them too.
import { COMMUNITY_ROOT } from '@shared/query-keys';

export const unreadKeys = {
  all: [COMMUNITY_ROOT, 'unread'] as const,
  marks: (postIds: readonly string[]) => [...unreadKeys.all, postIds] as const,
};
