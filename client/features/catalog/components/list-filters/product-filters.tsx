import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_TYPES } from '@shared/constants';
import { useFilterOptions } from '../../api/get-filter-options';
import type { ListFilters } from '../../lib/use-list-filters';
import { FilterSelect, asOptions } from './filter-select';
import { NairaField } from './naira-field';

/** The Marketplace: category, artist, a price range in naira and "In stock only". */
export function ProductFilters({ filters: { values, set } }: { filters: ListFilters<'products'> }) {
  const options = useFilterOptions('products');
  const { t } = useLingui();
  return (
    <>
      <FilterSelect
        label={t({ id: 'catalog.filters.category', message: 'Category' })}
        all={t({ id: 'catalog.filters.all-categories', message: 'All categories' })}
        options={asOptions(options?.categories ?? PRODUCT_TYPES)}
        value={values.category}
        onChange={(value) => set('category', value)}
      />
      <FilterSelect
        label={t({ id: 'catalog.filters.artist', message: 'Artist' })}
        all={t({ id: 'catalog.filters.all-artists', message: 'All artists' })}
        options={(options?.artists ?? []).map(({ slug, name }) => ({ value: slug, label: name }))}
        value={values.artist}
        onChange={(value) => set('artist', value)}
      />
      <NairaField
        label={t({ id: 'catalog.filters.min-price', message: 'Min price (₦)' })}
        value={values.min}
        onCommit={(value) => set('min', value)}
      />
      <NairaField
        label={t({ id: 'catalog.filters.max-price', message: 'Max price (₦)' })}
        value={values.max}
        onCommit={(value) => set('max', value)}
      />
      <label className="flex h-12 items-center gap-3 self-end font-semibold text-ink-900">
        <input
          type="checkbox"
          className="size-5 accent-terracotta-600"
          checked={values.inStock === '1'}
          onChange={(event) => set('inStock', event.target.checked ? '1' : '')}
        />
        <Trans id="catalog.filters.in-stock">In stock only</Trans>
      </label>
    </>
  );
}
