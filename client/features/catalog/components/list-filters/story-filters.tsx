import { useLingui } from '@lingui/react/macro';
import { STORY_CATEGORIES } from '@shared/constants';
import { useFilterOptions } from '../../api/get-filter-options';
import type { ListFilters } from '../../lib/use-list-filters';
import { FilterSelect, asOptions } from './filter-select';

/**
 * GRIOT_SOURCE of shared/catalog-filters.ts, spelt out: importing it brings that module's refusal texts
 * into the first load with it (+0.2 kB).
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a filter value
const GRIOT = 'griot';

/** Stories: category, and where they come from (`griot`: written here; otherwise an outlet's name). */
export function StoryFilters({ filters: { values, set } }: { filters: ListFilters<'stories'> }) {
  const options = useFilterOptions('stories');
  const { t } = useLingui();
  return (
    <>
      <FilterSelect
        label={t({ id: 'catalog.filters.category', message: 'Category' })}
        all={t({ id: 'catalog.filters.all-categories', message: 'All categories' })}
        options={asOptions(options?.categories ?? STORY_CATEGORIES)}
        value={values.category}
        onChange={(value) => set('category', value)}
      />
      <FilterSelect
        label={t({ id: 'catalog.filters.source', message: 'Source' })}
        all={t({ id: 'catalog.filters.all-sources', message: 'All sources' })}
        options={[{ value: GRIOT, label: 'Griot' }, ...asOptions(options?.sources)]}
        value={values.source}
        onChange={(value) => set('source', value)}
      />
    </>
  );
}
