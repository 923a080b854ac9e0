// The outlets' feeds the story import reads, and that import (docs/product.md §10).
import { useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '@client/lib/api/api-client';
import type { ImportResult } from '@shared/schemas/imports';
import type { StoryFeed, StoryFeedInput, StoryFeedList } from '@shared/schemas/story-feeds';
import { adminKeys } from '@client/lib/admin-keys';

export const storyFeedsKey = [...adminKeys.all, 'story-feeds'] as const;

export const useStoryFeeds = () =>
  useQuery({ queryKey: storyFeedsKey, queryFn: () => apiGet<StoryFeedList>('/api/admin/story-feeds') });

export const addStoryFeed = (input: StoryFeedInput) => apiPost<StoryFeed>('/api/admin/story-feeds', input);

export const removeStoryFeed = (id: string) => apiDelete(`/api/admin/story-feeds/${encodeURIComponent(id)}`);

export const importFromFeeds = () => apiPost<ImportResult>('/api/admin/imports/feeds');
