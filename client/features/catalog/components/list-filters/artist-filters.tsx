import { useLingui } from '@lingui/react/macro';
import { useFilterOptions } from '../../api/get-filter-options';
import type { ListFilters } from '../../lib/use-list-filters';
import { FilterSelect, asOptions } from './filter-select';

/** The Creatives Directory: genre and location. */
export function ArtistFilters({ filters: { values, set } }: { filters: ListFilters<'artists'> }) {
  const options = useFilterOptions('artists');
  const { t } = useLingui();
  return (
    <>
      <FilterSelect
        label={t({ id: 'catalog.filters.genre', message: 'Genre' })}
        all={t({ id: 'catalog.filters.all-genres', message: 'All genres' })}
        options={asOptions(options?.genres)}
        value={values.genre}
        onChange={(value) => set('genre', value)}
      />
      <FilterSelect
        label={t({ id: 'catalog.filters.location', message: 'Location' })}
        all={t({ id: 'catalog.filters.all-locations', message: 'All locations' })}
        options={asOptions(options?.locations)}
        value={values.location}
        onChange={(value) => set('location', value)}
      />
    </>
  );
}
