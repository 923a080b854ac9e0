import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CursorPage, CursorPagesQuery } from '@client/lib/cursor-pages';
import { Alert } from './alert';
import { Button } from './button';
import { LoadFailure } from './load-failure';
import { Spinner } from './spinner';

interface ListProps<Item> {
  /** Any page with the items: one may carry more (a count). */
  query: CursorPagesQuery<CursorPage<Item>>;
  renderItem: (item: Item, index: number) => ReactNode;
  /** The red message when the list, or its next page, fails to load. */
  failure: string;
  /** What shows when the list has nothing. */
  empty: ReactNode;
  /** The list's own classes: its grid or column. */
  className?: string;
  /** Classes of one item's cell, e.g. a featured story spanning two columns. */
  itemClassName?: (item: Item, index: number) => string;
  /** The catalogue's wide screens have a larger Load more button, with more room around it. */
  size?: 'md' | 'lg';
  /** What shows while the first page loads: the catalogue shows its cards' shapes; others a spinner. */
  placeholder?: ReactNode;
}

/** Each item's key: its id, or what `itemKey` says for items without one. */
type Keyed<Item> = { itemKey: (item: Item) => string };

/** A cursor-paged list in all its states: loading, failed (with Try again), empty, and its items with Load more. */
export function LoadMoreList<Item extends { id: string }>(props: ListProps<Item> & Partial<Keyed<Item>>): ReactNode;
export function LoadMoreList<Item>(props: ListProps<Item> & Keyed<Item>): ReactNode;
export function LoadMoreList<Item>({
  query,
  renderItem,
  failure,
  empty,
  className = '',
  itemClassName,
  size = 'md',
  placeholder = <Spinner />,
  itemKey = (item) => (item as { id: string }).id,
}: ListProps<Item> & Partial<Keyed<Item>>) {
  if (query.isPending) return placeholder;

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return query.isError ? <LoadFailure message={failure} query={query} /> : empty;

  const large = size === 'lg';
  return (
    <>
      <ul className={className} aria-busy={query.isFetching || undefined}>
        {items.map((item, index) => (
          <li key={itemKey(item)} className={itemClassName?.(item, index)}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && <Alert className={large ? 'mt-8' : 'mt-6'} message={failure} />}
      {query.hasNextPage && (
        <div className={`${large ? 'mt-12' : 'mt-8'} flex justify-center`}>
          <Button
            variant="secondary"
            size={size}
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? (
              <Trans id="ui.load-more.loading">Loading…</Trans>
            ) : (
              <Trans id="ui.load-more.button">Load more</Trans>
            )}
          </Button>
        </div>
      )}
    </>
  );
}
