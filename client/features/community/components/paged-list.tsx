import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { ErrorMessage } from '@client/components/ui/error-message';
import type { CursorPagesQuery } from '../api/use-cursor-pages';

interface PagedListProps<T extends { id: string }> {
  query: CursorPagesQuery<T>;
  renderItem: (item: T) => ReactNode;
  /** The red message when the next page fails to load. */
  failure: string;
  className?: string;
}

/** The loaded pages of a forum's posts or a post's replies, with Load more while there are more. */
export function PagedList<T extends { id: string }>({ query, renderItem, failure, className = '' }: PagedListProps<T>) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <ul className={className}>
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      {query.isFetchNextPageError && <ErrorMessage className="mt-6" message={failure} />}
      {query.hasNextPage && (
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}
