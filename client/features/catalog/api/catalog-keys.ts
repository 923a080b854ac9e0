// Query keys of the catalogue, in one place so that invalidation later (admin edits) hits them all.
import type { CatalogListName } from '@shared/domain';

export const catalogKeys = {
  all: ['catalog'] as const,
  home: () => [...catalogKeys.all, 'home'] as const,
  /** A list under its filters (the API's query parameters); a prefix of every filtered list's key without them. */
  list: (name: CatalogListName, filters: Record<string, string> = {}) => [...catalogKeys.all, name, filters] as const,
  filterOptions: (name: CatalogListName) => [...catalogKeys.all, name, 'filter-options'] as const,
  item: (name: CatalogListName, slug: string) => [...catalogKeys.all, name, 'item', slug] as const,
};
