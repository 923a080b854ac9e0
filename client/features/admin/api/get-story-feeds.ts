// The outlets' feeds the story import reads (docs/product.md §10), with what went wrong last time.
import { useQuery } from '@tanstack/react-query';
import type { StoryFeedList } from '@shared/schemas/story-feeds';
import { adminKeys } from '@client/lib/admin-keys';
import { apiGet } from '@client/lib/api/api-client';

export const useStoryFeeds = () =>
  useQuery({
    queryKey: adminKeys.storyFeeds(),
    queryFn: ({ signal }) => apiGet<StoryFeedList>('/api/admin/story-feeds', { signal }),
  });
