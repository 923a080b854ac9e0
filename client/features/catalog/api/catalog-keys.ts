// Query keys of the catalogue, in one place so that invalidation later (admin edits) hits them all.
import type { CatalogListName } from '@shared/domain';

export const catalogKeys = {
  all: ['catalog'] as const,
  home: () => [...catalogKeys.all, 'home'] as const,
  list: (name: CatalogListName) => [...catalogKeys.all, name] as const,
  item: (name: CatalogListName, slug: string) => [...catalogKeys.all, name, 'item', slug] as const,
};
