import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** An infinite query that follows the API's cursor pages (a forum's posts, a post's replies). */
export function useCursorPages<T>(queryKey: QueryKey, fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<CursorPage<T>>) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export type CursorPagesQuery<T> = ReturnType<typeof useCursorPages<T>>;
