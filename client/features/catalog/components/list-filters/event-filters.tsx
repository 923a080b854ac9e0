import { useFilterOptions } from '../../api/get-filter-options';
import type { ListFilters } from '../../lib/use-list-filters';
import { FilterSelect, asOptions } from './filter-select';

const WHEN = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
];

/** Events: upcoming (what the list shows unasked) or past, and the city. */
export function EventFilters({ filters: { values, set } }: { filters: ListFilters<'events'> }) {
  const options = useFilterOptions('events');
  return (
    <>
      <FilterSelect
        label="When"
        options={WHEN}
        value={values.when ?? 'upcoming'}
        onChange={(value) => set('when', value)}
      />
      <FilterSelect
        label="City"
        all="All cities"
        options={asOptions(options?.cities)}
        value={values.city}
        onChange={(value) => set('city', value)}
      />
    </>
  );
}
