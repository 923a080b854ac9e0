import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPut } from '@client/lib/api/api-client';
import type { FollowState } from '@shared/schemas/community';
import { communityKeys } from '@shared/query-keys';

export type FollowTarget = { kind: 'post'; id: string } | { kind: 'forum'; id: string };

const urlOf = (target: FollowTarget) =>
  `/api/${target.kind === 'post' ? 'posts' : 'forums'}/${encodeURIComponent(target.id)}/follow`;

/** Follows (PUT) or unfollows (DELETE); the answer is the state the member is now in. */
export const setFollowing = (target: FollowTarget, following: boolean) =>
  following ? apiPut<FollowState>(urlOf(target), undefined) : apiDelete<FollowState>(urlOf(target));

/** Puts the new state on the post or forum in the cache, so the button shows it at once. */
export function useFollow(target: FollowTarget) {
  const queryClient = useQueryClient();
  const key = target.kind === 'post' ? communityKeys.post(target.id) : communityKeys.forum(target.id);
  return useMutation({
    mutationFn: (following: boolean) => setFollowing(target, following),
    onSuccess: ({ following }) =>
      queryClient.setQueryData<{ isFollowing: boolean }>(key, (data) =>
        data ? { ...data, isFollowing: following } : data,
      ),
  });
}
