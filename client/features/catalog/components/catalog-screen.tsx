import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CardSkeletons } from '@client/components/ui/card-skeletons';
import { Container } from '@client/components/ui/container';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadMoreList } from '@client/components/ui/load-more-list';
import { PageHeader } from '@client/components/ui/page-header';
import { failureDetail } from '@client/lib/failure-message';
import type { CatalogListName } from '@shared/domain';
import { messages } from '@shared/messages';
import { useCatalogList, type CatalogItem } from '../api/get-catalog-list';
import { useListFilters } from '../lib/use-list-filters';
import { ListFilterBar } from './list-filters/list-filter-bar';
import { NoFilterMatches, RefusedFilters } from './list-filters/filter-states';
import { DocumentTitle } from '@client/components/ui/document-title';

interface CatalogScreenProps<List extends CatalogListName> {
  list: List;
  /** Browser tab title, also the h1. */
  title: string;
  eyebrow: string;
  intro: string;
  /** Names the list for assistive tech (a hidden h2), so the cards' h3 titles sit in an outline without gaps. */
  listTitle: string;
  /** Grid columns of the list from a phone's width up, e.g. "grid-cols-1 sm:grid-cols-2 lg:grid-cols-4". */
  columns: string;
  /** Extra classes for one grid cell (the featured story spans two columns). */
  cellClassName?: (item: CatalogItem<List>, index: number) => string;
  empty: { title: string; description: string };
  renderItem: (item: CatalogItem<List>, index: number) => ReactNode;
}

/** The shape of each list's card picture, for the placeholders shown while the list loads. */
const CARD_MEDIA: Record<CatalogListName, string> = {
  products: 'aspect-square',
  events: 'aspect-[16/10]',
  artists: 'h-28',
  stories: 'aspect-[16/10]',
};
const PLACEHOLDER_CARDS = 8;

/**
 * One catalogue screen: document title, dark header band with the h1, then the list in all its states
 * (loading with its cards' shapes, failed with the red message and Try again, empty, paged with Load more),
 * under its filter bar.
 */
export function CatalogScreen<List extends CatalogListName>({
  list,
  title,
  eyebrow,
  intro,
  listTitle,
  columns,
  cellClassName,
  empty,
  renderItem,
}: CatalogScreenProps<List>) {
  const { t, i18n } = useLingui();
  const filters = useListFilters(list);
  const query = useCatalogList(list, filters.query);
  // A filter value the server refused (a hand-edited address) is said in its words, never a blank list.
  const refused = filters.active && !query.data ? failureDetail(query.error) : null;
  // Two cards side by side on a phone need a narrower gap between them than one below the other.
  const grid = `grid gap-x-3 gap-y-6 sm:gap-6 lg:gap-8 ${columns}`;
  return (
    <>
      <DocumentTitle>{t({ id: 'app.document-title', message: `${title} · Griot` })}</DocumentTitle>
      <PageHeader eyebrow={eyebrow} title={title} intro={intro} />
      <section aria-labelledby="catalog-list-title">
        <h2 id="catalog-list-title" className="sr-only">
          {listTitle}
        </h2>
        <Container className="py-6 sm:py-16">
          <ListFilterBar list={list} filters={filters} />
          {refused ? (
            <RefusedFilters reason={refused} onClear={filters.clear} />
          ) : (
            <LoadMoreList
              query={query}
              failure={i18n._(messages.listLoadFailed(list))}
              empty={
                filters.active ? <NoFilterMatches list={list} onClear={filters.clear} /> : <EmptyState {...empty} />
              }
              className={grid}
              placeholder={<CardSkeletons count={PLACEHOLDER_CARDS} className={grid} media={CARD_MEDIA[list]} />}
              itemClassName={cellClassName}
              size="lg"
              renderItem={renderItem}
            />
          )}
        </Container>
      </section>
    </>
  );
}
