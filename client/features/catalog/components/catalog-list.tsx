import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorMessage } from '@client/components/ui/error-message';
import { Spinner } from '@client/components/ui/spinner';
import { messages, type CatalogListName } from '@shared/messages';
import type { CatalogListQuery } from '../api/use-catalog-list';

interface CatalogListProps<T extends { id: string }> {
  list: CatalogListName;
  query: CatalogListQuery<T>;
  renderItem: (item: T, index: number) => ReactNode;
  /** Grid columns of the list, e.g. "sm:grid-cols-2 lg:grid-cols-4". */
  columns: string;
  /** Extra classes for one grid cell (the featured story spans two columns). */
  cellClassName?: (item: T, index: number) => string;
  empty: { title: string; description: string };
}

/** A catalogue list in all its states: loading, failed (the spec's red message), empty, and paged. */
export function CatalogList<T extends { id: string }>({ list, query, renderItem, columns, cellClassName, empty }: CatalogListProps<T>) {
  if (query.isPending) return <Spinner />;

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const retry = (
    <Button variant="quiet" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
      {query.isFetching ? 'Retrying…' : 'Try again'}
    </Button>
  );

  if (items.length === 0) {
    return query.isError ? <ErrorMessage message={messages.listLoadFailed(list)} action={retry} /> : <EmptyState {...empty} />;
  }

  return (
    <>
      <ul className={`grid grid-cols-1 gap-6 lg:gap-8 ${columns}`}>
        {items.map((item, index) => (
          <li key={item.id} className={cellClassName?.(item, index)}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>

      {query.isFetchNextPageError && (
        <ErrorMessage
          className="mt-8"
          message={messages.listLoadFailed(list)}
        />
      )}

      {query.hasNextPage && (
        <div className="mt-12 flex justify-center">
          <Button variant="secondary" size="lg" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}
