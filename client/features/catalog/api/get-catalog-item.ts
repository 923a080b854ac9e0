// One product, event, artist or story by its slug (GET /api/{list}/{slug}), for its page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api/api-client';
import type { CatalogListName } from '@shared/domain';
import type { ArtistDetail, EventDetail, ProductDetail, StoryDetail } from '@shared/schemas/catalog';
import { catalogKeys } from '@shared/query-keys';
import { apiPaths } from '@shared/api-paths';

/** What each list's page shows of one item. */
export interface CatalogDetails {
  products: ProductDetail;
  events: EventDetail;
  artists: ArtistDetail;
  stories: StoryDetail;
}

export const catalogItemQuery = <List extends CatalogListName>(list: List, slug: string) =>
  queryOptions({
    queryKey: catalogKeys.item(list, slug),
    queryFn: ({ signal }) => apiGet<CatalogDetails[List]>(apiPaths.catalogItem(list, slug), { signal }),
  });

export function useCatalogItem<List extends CatalogListName>(list: List, slug: string) {
  return useQuery(catalogItemQuery(list, slug));
}
