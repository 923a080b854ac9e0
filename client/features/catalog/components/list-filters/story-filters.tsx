import { STORY_CATEGORIES } from '@shared/constants';
import { useFilterOptions } from '../../api/get-filter-options';
import type { ListFilters } from '../../lib/use-list-filters';
import { FilterSelect, asOptions } from './filter-select';

/**
 * GRIOT_SOURCE of shared/catalog-filters.ts, spelt out: importing it brings that module's refusal texts
 * into the first load with it (+0.2 kB).
 */
const GRIOT = 'griot';

/** Stories: category, and where they come from (`griot`: written here; otherwise an outlet's name). */
export function StoryFilters({ filters: { values, set } }: { filters: ListFilters<'stories'> }) {
  const options = useFilterOptions('stories');
  return (
    <>
      <FilterSelect
        label="Category"
        all="All categories"
        options={asOptions(options?.categories ?? STORY_CATEGORIES)}
        value={values.category}
        onChange={(value) => set('category', value)}
      />
      <FilterSelect
        label="Source"
        all="All sources"
        options={[{ value: GRIOT, label: 'Griot' }, ...asOptions(options?.sources)]}
        value={values.source}
        onChange={(value) => set('source', value)}
      />
    </>
  );
}
