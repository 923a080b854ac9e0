// What a screen shows first, named as both sides need it: the API address the client fetches (which a
// page's HTML may preload: server/pages/data-preloads.ts) and the key the client's query cache keeps the
// answer under (shared/query-keys.ts). The screens' hooks and the route table's data entries
// (shared/routes.ts) are both made from these, so the answer a route starts ahead is the very entry its
// screen reads; a server that renders the screens can fetch the same addresses into the same keys.
import { apiPaths } from './api-paths';
import { DEFAULT_PAGE_SIZE } from './constants';
import type { CatalogListName } from './domain';
import type {
  Artist,
  ArtistDetail,
  Event,
  EventDetail,
  HomeData,
  Product,
  ProductDetail,
  Story,
  StoryDetail,
} from './schemas/catalog';
import type {
  ArtistFilterOptions,
  EventFilterOptions,
  ProductFilterOptions,
  StoryFilterOptions,
} from './schemas/catalog-filters';
import type { CommunityHub, MemberProfile, Post } from './schemas/community';
import { catalogKeys, communityKeys } from './query-keys';

/** One API answer: where it is asked for, and the key it is kept under. */
export interface ApiQuery<Answer = unknown> {
  readonly key: readonly unknown[];
  /** The address without its query string (shared/api-paths.ts spells the ones a page preloads). */
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number>>;
  /** A list read page by page (an infinite query): the answer is its first page, each next one asked with `cursor`. */
  readonly pages?: true;
  /** The answer's type, for the client's hooks: never set. */
  readonly answer?: Answer;
}

/** The first page of a list and how to ask for the next ones. */
export type PagesQuery<Page extends { nextCursor: string | null } = { nextCursor: string | null }> = ApiQuery<Page> & {
  readonly pages: true;
};

interface Paged<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** What each catalogue list holds, page by page. */
export interface CatalogPages {
  products: Paged<Product>;
  events: Paged<Event>;
  artists: Paged<Artist>;
  stories: Paged<Story>;
}

/** What each list's page shows of one item. */
export interface CatalogDetails {
  products: ProductDetail;
  events: EventDetail;
  artists: ArtistDetail;
  stories: StoryDetail;
}

/** Each list's filter choices, as the server answers them. */
export interface FilterOptions {
  products: ProductFilterOptions;
  events: EventFilterOptions;
  artists: ArtistFilterOptions;
  stories: StoryFilterOptions;
}

export const apiQueries = {
  home: (): ApiQuery<HomeData> => ({ key: catalogKeys.home(), path: apiPaths.home }),
  /** A catalogue list under the API's filters (shared/list-filters.ts): every page is asked with the same ones. */
  catalogList: <List extends CatalogListName>(
    list: List,
    filters: Record<string, string> = {},
  ): PagesQuery<CatalogPages[List]> => ({
    key: catalogKeys.list(list, filters),
    path: `/api/${list}`,
    query: { ...filters, limit: DEFAULT_PAGE_SIZE },
    pages: true,
  }),
  filterOptions: <List extends CatalogListName>(list: List): ApiQuery<FilterOptions[List]> => ({
    key: catalogKeys.filterOptions(list),
    path: `/api/filter-options/${list}`,
  }),
  catalogItem: <List extends CatalogListName>(list: List, slug: string): ApiQuery<CatalogDetails[List]> => ({
    key: catalogKeys.item(list, slug),
    path: apiPaths.catalogItem(list, slug),
  }),
  hub: (): ApiQuery<CommunityHub> => ({ key: communityKeys.hub(), path: '/api/community' }),
  post: (postId: string): ApiQuery<Post> => ({ key: communityKeys.post(postId), path: apiPaths.post(postId) }),
  /** A member's public profile by @handle as the address spells it (any case: one key for all). */
  member: (handle: string): ApiQuery<MemberProfile> => ({
    key: communityKeys.member(handle),
    path: apiPaths.profile(handle),
  }),
};
