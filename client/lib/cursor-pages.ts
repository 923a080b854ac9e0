// The one infinite query over the API's cursor pages (catalogue lists, admin lists, a forum's posts, a
// post's replies): the first page is asked for without a cursor, each next one with the last nextCursor.
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import type { Static, TUnsafe } from 'typebox';
import type { Page } from '@shared/schemas/common';

/** One page of a list, as the shared schema the server answers with describes it. */
export type CursorPage<Item> = Static<ReturnType<typeof Page<TUnsafe<Item>>>>;

/** Asks for the page after `cursor` (null: the first page). */
export type PageFetcher<Item> = (cursor: string | null, signal: AbortSignal) => Promise<CursorPage<Item>>;

/** The loaded pages, and the page parameter: the cursor (null for the first page). */
type Pages<Item> = InfiniteData<CursorPage<Item>, string | null>;

export type CursorPagesQuery<Item> = UseInfiniteQueryResult<Pages<Item>>;

/** The query's options: for its hook, and for fetching a screen's first page ahead (a page's `prefetch`). */
export function cursorPagesQuery<Item, Key extends QueryKey>(queryKey: Key, fetchPage: PageFetcher<Item>) {
  return infiniteQueryOptions<CursorPage<Item>, Error, Pages<Item>, Key, string | null>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useCursorPages<Item>(queryKey: QueryKey, fetchPage: PageFetcher<Item>): CursorPagesQuery<Item> {
  return useInfiniteQuery(cursorPagesQuery(queryKey, fetchPage));
}
