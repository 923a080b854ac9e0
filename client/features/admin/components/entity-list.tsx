import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadMoreList } from '@client/components/ui/load-more-list';
import type { CursorPage, CursorPagesQuery } from '@client/lib/cursor-pages';
import { messages } from '@shared/messages';
import type { AdminItem, EntityDefinition } from '../entities/entity-definition';
import { EntityItem } from './entity-item';

interface EntityListProps<Item extends AdminItem, Input extends object> {
  definition: EntityDefinition<Item, Input>;
  /** Any page with the items: one may carry more (a count). */
  query: CursorPagesQuery<CursorPage<Item>>;
  /** The search the list shows the results of, for the empty state. */
  search: string;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
}

/** An admin list in all its states: loading, failed (red), empty (for the search, if any), and paged with Load more. */
export function EntityList<Item extends AdminItem, Input extends object>({
  definition,
  query,
  search,
  onEdit,
  onDelete,
}: EntityListProps<Item, Input>) {
  const { t, i18n } = useLingui();
  const { section, entity } = definition;
  const empty = search ? (
    <EmptyState
      title={t({
        id: 'admin.catalog.no-match',
        message: select(entity, {
          product: `No products match “${search}”`,
          event: `No events match “${search}”`,
          artist: `No artists match “${search}”`,
          story: `No stories match “${search}”`,
          other: `Nothing matches “${search}”`,
        }),
      })}
      description={t({ id: 'admin.catalog.no-match-hint', message: 'Try another spelling or a shorter search.' })}
    />
  ) : (
    <EmptyState
      title={t({
        id: 'admin.catalog.empty',
        message: select(entity, {
          product: 'No products yet',
          event: 'No events yet',
          artist: 'No artists yet',
          story: 'No stories yet',
          other: 'Nothing yet',
        }),
      })}
      description={t({
        id: 'admin.catalog.empty-hint',
        message: select(entity, {
          product: 'Add the first product and it will show here and on the site.',
          event: 'Add the first event and it will show here and on the site.',
          artist: 'Add the first artist and it will show here and on the site.',
          story: 'Add the first story and it will show here and on the site.',
          other: 'Add the first entry and it will show here and on the site.',
        }),
      })}
    />
  );
  return (
    <LoadMoreList
      query={query}
      failure={i18n._(messages.listLoadFailed(section))}
      empty={empty}
      className="flex flex-col gap-3"
      renderItem={(item) => (
        <EntityItem
          {...definition.describe(item)}
          imageUrl={item.imageUrl}
          image={item.image}
          onEdit={() => onEdit(item)}
          onDelete={() => onDelete(item)}
        />
      )}
    />
  );
}
