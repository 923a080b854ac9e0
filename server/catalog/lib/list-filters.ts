// The public lists' filters as the repositories take them, from the validated query: text trimmed and
// lower-cased (it is matched in any case, and a cursor's scope must not depend on how it was typed), and the
// one rule the schema cannot state (a price range's order) checked.
import { GRIOT_SOURCE, priceRangeProblem, type EventWhen } from '@shared/catalog-filters';
import type { ProductType, StoryCategory } from '@shared/constants';
import type {
  ArtistListQuery,
  EventListQuery,
  ProductListQuery,
  StoryListQuery,
} from '@shared/schemas/catalog-filters';
import { validationFailed } from '@server/errors';

export interface ProductFilters {
  category?: ProductType | undefined;
  artist?: string | undefined;
  minPriceKobo?: number | undefined;
  maxPriceKobo?: number | undefined;
  inStock?: boolean | undefined;
}

export interface EventFilters {
  when: EventWhen;
  city?: string | undefined;
}

export interface ArtistFilters {
  genre?: string | undefined;
  location?: string | undefined;
}

export interface StoryFilters {
  category?: StoryCategory | undefined;
  /** A lower-cased source name, or null for stories written here. */
  source?: string | null | undefined;
}

/** Text as it is compared: `lower(column) = value`. */
const matchText = (text: string | undefined) => text?.trim().toLowerCase();

export function productFilters(query: ProductListQuery): ProductFilters {
  const problem = priceRangeProblem(query);
  if (problem) throw validationFailed(problem);
  return {
    category: query.category,
    artist: query.artist,
    minPriceKobo: query.minPriceKobo,
    maxPriceKobo: query.maxPriceKobo,
    inStock: query.inStock === undefined ? undefined : query.inStock === 'true',
  };
}

export const eventFilters = (query: EventListQuery): EventFilters => ({
  when: query.when ?? 'upcoming',
  city: matchText(query.city),
});

export const artistFilters = (query: ArtistListQuery): ArtistFilters => ({
  genre: matchText(query.genre),
  location: matchText(query.location),
});

export function storyFilters(query: StoryListQuery): StoryFilters {
  const source = matchText(query.source);
  return { category: query.category, source: source === GRIOT_SOURCE ? null : source };
}
