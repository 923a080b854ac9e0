import type { ComponentType } from 'react';
import type { CatalogListName } from '@shared/domain';
import type { ListFilters } from '../../lib/use-list-filters';
import { ArtistFilters } from './artist-filters';
import { ClearFiltersButton, FILTER_BAR_ID } from './clear-filters-button';
import { EventFilters } from './event-filters';
import { ProductFilters } from './product-filters';
import { StoryFilters } from './story-filters';

const FIELDS: { [List in CatalogListName]: ComponentType<{ filters: ListFilters<List> }> } = {
  products: ProductFilters,
  events: EventFilters,
  artists: ArtistFilters,
  stories: StoryFilters,
};

/**
 * A list's filters above it: native labelled controls, each applied as it changes. Two to a row on a
 * phone, one wrapping row from 640 px up; Clear filters joins them while any is set.
 */
export function ListFilterBar<List extends CatalogListName>({
  list,
  filters,
}: {
  list: List;
  filters: ListFilters<List>;
}) {
  const Fields = FIELDS[list] as ComponentType<{ filters: ListFilters<List> }>;
  return (
    <form
      id={FILTER_BAR_ID}
      role="search"
      aria-label={`Filter ${list}`}
      onSubmit={(event) => event.preventDefault()}
      className="mb-10 grid grid-cols-2 gap-4 sm:flex sm:flex-wrap sm:items-end"
    >
      <Fields filters={filters} />
      {filters.active && <ClearFiltersButton onClear={filters.clear} className="self-end" />}
    </form>
  );
}
