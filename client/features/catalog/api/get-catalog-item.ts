// One product, event, artist or story by its slug (GET /api/{list}/{slug}), for its page.
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '@client/lib/api-queries';
import { apiQueries } from '@shared/api-queries';
import type { CatalogListName } from '@shared/domain';

export function useCatalogItem<List extends CatalogListName>(list: List, slug: string) {
  return useQuery(queryOf(apiQueries.catalogItem(list, slug)));
}
