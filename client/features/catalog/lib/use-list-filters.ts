// The list's filters held in the address (useSearchParams): a change is a new history entry, so Back
// restores the previous filters, a reload keeps them and a link shares them.
import { useSearchParams } from 'react-router';
import type { CatalogListName } from '@shared/domain';
import {
  apiFilters,
  readFilters,
  withFilter,
  withoutFilters,
  type FilterName,
  type FilterValues,
} from '@shared/list-filters';

export interface ListFilters<List extends CatalogListName> {
  values: FilterValues<List>;
  /** What the API is asked with, also the list's query key. */
  query: Record<string, string>;
  /** Whether any filter is set. */
  active: boolean;
  /** Sets one filter ('' clears it). */
  set: (name: FilterName<List>, value: string) => void;
  clear: () => void;
}

export function useListFilters<List extends CatalogListName>(list: List): ListFilters<List> {
  const [search, setSearch] = useSearchParams();
  const values = readFilters(list, search);
  // The bar stays where the reader is: a filter is the same screen (client/app/scroll-restoration.tsx).
  const options = { state: { keepScroll: true } };
  return {
    values,
    query: apiFilters(list, values),
    active: Object.keys(values).length > 0,
    set: (name, value) => setSearch((current) => withFilter(current, name, value), options),
    clear: () => setSearch((current) => withoutFilters(list, current), options),
  };
}
