import type { Story, StoryPage } from '@shared/schemas/catalog';
import { catalogListQuery, fetchCatalogPage, useCatalogList } from './use-catalog-list';

/** One page of stories, in the server's order; pass the previous page's nextCursor for the next. */
export function fetchStories(cursor: string | null = null, signal?: AbortSignal): Promise<StoryPage> {
  return fetchCatalogPage<Story>('stories', cursor, signal);
}

export function useStories() {
  return useCatalogList('stories', fetchStories);
}

export const storiesQuery = () => catalogListQuery('stories', fetchStories);
