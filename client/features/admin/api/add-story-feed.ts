// Adds an outlet's feed to the story import; the list follows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoryFeed, StoryFeedInput } from '@shared/schemas/story-feeds';
import { adminKeys } from '@client/lib/admin-keys';
import { apiPost } from '@client/lib/api/api-client';

export function useAddStoryFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StoryFeedInput) => apiPost<StoryFeed>('/api/admin/story-feeds', input),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.storyFeeds() }),
  });
}
