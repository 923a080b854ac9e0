// Removes a feed from the story import (the stories it brought stay); the list follows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@client/lib/admin-keys';
import { apiDelete } from '@client/lib/api/api-client';

export function useRemoveStoryFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/api/admin/story-feeds/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.storyFeeds() }),
  });
}
