import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorMessage } from '@client/components/ui/error-message';
import { Spinner } from '@client/components/ui/spinner';
import { messages } from '@shared/messages';
import type { AdminListQuery } from '../api/use-admin-list';
import type { AdminItem, EntityDefinition } from '../entities/entity-definition';
import { EntityItem } from './entity-item';

interface EntityListProps<Item extends AdminItem, Input extends object> {
  definition: EntityDefinition<Item, Input>;
  query: AdminListQuery<Item>;
  /** The search the list shows the results of, for the empty state. */
  search: string;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
}

/** An admin list in all its states: loading, failed (red), empty, and paged with Load more. */
export function EntityList<Item extends AdminItem, Input extends object>({ definition, query, search, onEdit, onDelete }: EntityListProps<Item, Input>) {
  const { section } = definition;
  if (query.isPending) return <Spinner />;

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isError && items.length === 0) {
    const retry = (
      <Button variant="quiet" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
        {query.isFetching ? 'Retrying…' : 'Try again'}
      </Button>
    );
    return <ErrorMessage message={messages.listLoadFailed(section)} action={retry} />;
  }
  if (items.length === 0) {
    return search ? (
      <EmptyState title={`No ${section} match “${search}”`} description="Try another spelling or a shorter search." />
    ) : (
      <EmptyState title={`No ${section} yet`} description={`Add the first ${definition.entity} and it will show here and on the site.`} />
    );
  }

  return (
    <>
      <ul className="flex flex-col gap-3" aria-busy={query.isFetching || undefined}>
        {items.map((item) => (
          <EntityItem key={item.id} {...definition.describe(item)} imageUrl={item.imageUrl} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />
        ))}
      </ul>
      {query.isFetchNextPageError && <ErrorMessage className="mt-6" message={messages.listLoadFailed(section)} />}
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
