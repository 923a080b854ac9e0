import { useLingui } from '@lingui/react/macro';
import { useFilterOptions } from '../../api/get-filter-options';
import type { ListFilters } from '../../lib/use-list-filters';
import { FilterSelect, asOptions } from './filter-select';

/** Events: upcoming (what the list shows unasked) or past, and the city. */
export function EventFilters({ filters: { values, set } }: { filters: ListFilters<'events'> }) {
  const options = useFilterOptions('events');
  const { t } = useLingui();
  const when = [
    { value: 'upcoming', label: t({ id: 'catalog.filters.upcoming', message: 'Upcoming' }) },
    { value: 'past', label: t({ id: 'catalog.filters.past', message: 'Past' }) },
  ];
  return (
    <>
      <FilterSelect
        label={t({ id: 'catalog.filters.when', message: 'When' })}
        options={when}
        value={values.when ?? 'upcoming'}
        onChange={(value) => set('when', value)}
      />
      <FilterSelect
        label={t({ id: 'catalog.filters.city', message: 'City' })}
        all={t({ id: 'catalog.filters.all-cities', message: 'All cities' })}
        options={asOptions(options?.cities)}
        value={values.city}
        onChange={(value) => set('city', value)}
      />
    </>
  );
}
