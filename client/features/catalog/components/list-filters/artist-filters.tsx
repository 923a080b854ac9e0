import { useFilterOptions } from '../../api/get-filter-options';
import type { ListFilters } from '../../lib/use-list-filters';
import { FilterSelect, asOptions } from './filter-select';

/** The Creatives Directory: genre and location. */
export function ArtistFilters({ filters: { values, set } }: { filters: ListFilters<'artists'> }) {
  const options = useFilterOptions('artists');
  return (
    <>
      <FilterSelect
        label="Genre"
        all="All genres"
        options={asOptions(options?.genres)}
        value={values.genre}
        onChange={(value) => set('genre', value)}
      />
      <FilterSelect
        label="Location"
        all="All locations"
        options={asOptions(options?.locations)}
        value={values.location}
        onChange={(value) => set('location', value)}
      />
    </>
  );
}
