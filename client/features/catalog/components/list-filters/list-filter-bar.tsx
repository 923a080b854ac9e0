import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type ComponentType } from 'react';
import { Button } from '@client/components/ui/button';
import { messages } from '@shared/messages';
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
 * A list's filters above it: native labelled controls, each applied as it changes. One wrapping row from
 * 640 px up; on a phone they fold behind a Filters button (open while any is set), two to a row, so that
 * the list starts on the first screen. Clear filters joins them while any is set.
 */
export function ListFilterBar<List extends CatalogListName>({
  list,
  filters,
}: {
  list: List;
  filters: ListFilters<List>;
}) {
  const { i18n } = useLingui();
  const Fields = FIELDS[list] as ComponentType<{ filters: ListFilters<List> }>;
  const { t } = useLingui();
  const [open, setOpen] = useState(filters.active);
  const set = Object.keys(filters.values).length;
  return (
    <>
      <Button
        variant="quiet"
        size="sm"
        aria-expanded={open}
        aria-controls={FILTER_BAR_ID}
        onClick={() => setOpen(!open)}
        className="mb-4 sm:hidden"
      >
        {i18n._(messages.filtersToggle(set))}
      </Button>
      <form
        id={FILTER_BAR_ID}
        role="search"
        aria-label={t({
          id: 'catalog.filters.form-label',
          message: select(list, {
            products: 'Filter products',
            events: 'Filter events',
            artists: 'Filter artists',
            other: 'Filter stories',
          }),
        })}
        onSubmit={(event) => event.preventDefault()}
        className={`${open ? 'grid' : 'hidden'} mb-6 grid-cols-2 gap-x-4 gap-y-3 sm:mb-10 sm:flex sm:flex-wrap sm:items-end sm:gap-4`}
      >
        <Fields filters={filters} />
        {filters.active && <ClearFiltersButton onClear={filters.clear} className="self-end" />}
      </form>
    </>
  );
}
