// GET /api/search: the header's suggestions (one short page) and the results screen (cursor pages).
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api/api-client';
import type { SearchPage } from '@shared/schemas/search';
import type { SearchKind } from '@shared/search';

/** How many suggestions the header offers as one types. */
export const SUGGESTIONS = 6;

export interface SearchParams {
  q: string;
  type: SearchKind | null;
  forum: string | null;
}

export const searchKeys = {
  all: ['search'] as const,
  suggestions: (q: string) => [...searchKeys.all, 'suggestions', q] as const,
  results: ({ q, type, forum }: SearchParams) => [...searchKeys.all, 'results', q, type, forum] as const,
};

function fetchSearch(query: Record<string, string | number | null>, signal: AbortSignal) {
  return apiGet<SearchPage>('/api/search', { query, signal });
}

export function useSearchSuggestions(q: string) {
  return useQuery({
    queryKey: searchKeys.suggestions(q),
    queryFn: ({ signal }) => fetchSearch({ q, limit: SUGGESTIONS }, signal),
    enabled: q.trim() !== '',
    staleTime: 60_000,
  });
}

export function useSearchResults(params: SearchParams) {
  return useInfiniteQuery<
    SearchPage,
    Error,
    InfiniteData<SearchPage, string | null>,
    ReturnType<typeof searchKeys.results>,
    string | null
  >({
    queryKey: searchKeys.results(params),
    queryFn: ({ pageParam, signal }) =>
      fetchSearch({ q: params.q, type: params.type, forum: params.forum, cursor: pageParam }, signal),
    initialPageParam: null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled: params.q.trim() !== '',
  });
}
