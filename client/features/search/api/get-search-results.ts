// GET /api/search in cursor pages: the results screen, under its kind and forum.
import type { SearchPage } from '@shared/schemas/search';
import { apiGet } from '@client/lib/api/api-client';
import { useCursorPages } from '@client/lib/cursor-pages';
import { searchKeys, type SearchParams } from './search-keys';

export function useSearchResults(params: SearchParams) {
  const { q, type, forum } = params;
  return useCursorPages(
    searchKeys.results(params),
    (cursor, signal) => apiGet<SearchPage>('/api/search', { query: { q, type, forum, cursor }, signal }),
    q.trim() !== '',
  );
}
