// The one infinite query over the API's cursor pages (catalogue lists, admin lists, a forum's posts, a
// post's replies, search results): the first page is asked for without a cursor, each next one with the
// last nextCursor. A page may carry more than its items (a count, the unsent mail): the query is generic
// over the page.
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import type { Static, TUnsafe } from 'typebox';
import type { Page } from '@shared/schemas/common';

/** What every page of a list has: the cursor of the page after it, null on the last. */
export interface CursorPaged {
  nextCursor: string | null;
}

/** One page of a plain list, as the shared schema the server answers with describes it. */
export type CursorPage<Item> = Static<ReturnType<typeof Page<TUnsafe<Item>>>>;

/** Asks for the page after `cursor` (null: the first page). */
export type PageFetcher<TPage> = (cursor: string | null, signal: AbortSignal) => Promise<TPage>;

/** The loaded pages, and the page parameter: the cursor (null for the first page). */
type Pages<TPage> = InfiniteData<TPage, string | null>;

export type CursorPagesQuery<TPage extends CursorPaged> = UseInfiniteQueryResult<Pages<TPage>>;

/** The query's options: for its hook, and for starting a screen's first page ahead (the route table's data). */
export function cursorPagesQuery<TPage extends CursorPaged, Key extends QueryKey>(
  queryKey: Key,
  fetchPage: PageFetcher<TPage>,
) {
  return infiniteQueryOptions<TPage, Error, Pages<TPage>, Key, string | null>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** `enabled: false` waits (search before anything is typed). */
export function useCursorPages<TPage extends CursorPaged>(
  queryKey: QueryKey,
  fetchPage: PageFetcher<TPage>,
  enabled = true,
): CursorPagesQuery<TPage> {
  return useInfiniteQuery({ ...cursorPagesQuery(queryKey, fetchPage), enabled });
}
