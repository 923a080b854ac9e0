// The client's side of shared/api-queries.ts: an API answer's query from its address and key, for the
// screens' hooks and for starting a screen's data ahead (the route table's data entries, client/app/router.tsx).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiQuery, PagesQuery } from '@shared/api-queries';
import { apiGet } from './api/api-client';
import { cursorPagesQuery, type CursorPaged } from './cursor-pages';

export const queryOf = <Answer>({ key, path, query }: ApiQuery<Answer>) =>
  queryOptions({ queryKey: key, queryFn: ({ signal }) => apiGet<Answer>(path, { query, signal }) });

export const pagesOf = <TPage extends CursorPaged>({ key, path, query }: PagesQuery<TPage>) =>
  cursorPagesQuery(key, (cursor, signal) => apiGet<TPage>(path, { query: { ...query, cursor }, signal }));

/** Starts an answer into the cache (a list's first page), unless it is there and fresh. */
export const prefetchApiQuery = (client: QueryClient, query: ApiQuery): Promise<void> =>
  query.pages ? client.prefetchInfiniteQuery(pagesOf(query as PagesQuery)) : client.prefetchQuery(queryOf(query));
