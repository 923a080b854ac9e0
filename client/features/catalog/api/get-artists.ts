import type { Artist, ArtistPage } from '@shared/schemas/catalog';
import { catalogListQuery, fetchCatalogPage, useCatalogList } from './use-catalog-list';

/** One page of artists, in the server's order; pass the previous page's nextCursor for the next. */
export function fetchArtists(cursor: string | null = null, signal?: AbortSignal): Promise<ArtistPage> {
  return fetchCatalogPage<Artist>('artists', cursor, signal);
}

export function useArtists() {
  return useCatalogList('artists', fetchArtists);
}

export const artistsQuery = () => catalogListQuery('artists', fetchArtists);
