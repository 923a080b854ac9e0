// GET /api/search, one short page: the header's suggestions as one types.
import { useQuery } from '@tanstack/react-query';
import type { SearchPage } from '@shared/schemas/search';
import { apiGet } from '@client/lib/api/api-client';
import { searchKeys } from './search-keys';

/** How many suggestions the header offers. */
const SUGGESTIONS = 6;

export function useSearchSuggestions(q: string) {
  return useQuery({
    queryKey: searchKeys.suggestions(q),
    queryFn: ({ signal }) => apiGet<SearchPage>('/api/search', { query: { q, limit: SUGGESTIONS }, signal }),
    enabled: q.trim() !== '',
    staleTime: 60_000,
  });
}
