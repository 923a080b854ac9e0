// The public lists' query strings with their filters, and the values each filter can take (docs/product.md
// §3). Every filter is optional; a value the list cannot use is refused with the message of its rule
// (shared/catalog-filters.ts), and so is a parameter the list does not take.
import Type, { type Static, type TProperties } from 'typebox';
import { PRODUCT_TYPES, STORY_CATEGORIES } from '../constants';
import {
  EVENT_WHEN,
  filterTexts,
  MAX_PRICE_FILTER_KOBO,
  PLACE_FILTER_MAX,
  SOURCE_FILTER_MAX,
} from '../catalog-filters';
import { ProductType, Slug, StoryCategory } from './catalog';
import { ListQuery } from './common';
import type { RuleText } from './problems';
import { NOT_BLANK } from './text-rules';

/** A list's query: paging plus its filters; any other parameter is refused with the names it takes. */
function FilteredListQuery<T extends TProperties>(filters: T) {
  const properties = { ...filters, ...ListQuery.properties };
  return Type.Object(properties, {
    additionalProperties: false,
    // additionalProperties alone drops an unknown parameter without a word (the validator removes it).
    propertyNames: {
      enum: Object.keys(properties),
      errorMessage: { enum: filterTexts.unknownParameter(Object.keys(properties)) },
    },
  });
}

const Choice = <T extends string>(values: readonly T[], message: RuleText, description: string) =>
  Type.Enum([...values], { description, errorMessage: { enum: message } });

/** Text matched case-insensitively against a column; blank or too long is refused. */
const FilterText = (max: number, message: RuleText, description: string) =>
  Type.String({
    minLength: 1,
    maxLength: max,
    pattern: NOT_BLANK,
    description,
    errorMessage: { type: message, minLength: message, maxLength: message, pattern: message },
  });

const PriceKobo = (message: RuleText, description: string) =>
  Type.Integer({
    minimum: 0,
    maximum: MAX_PRICE_FILTER_KOBO,
    description,
    errorMessage: { type: message, minimum: message, maximum: message },
  });

export const ProductListQuery = FilteredListQuery({
  category: Type.Optional(Choice(PRODUCT_TYPES, filterTexts.productCategory, 'Only products of this type')),
  artist: Type.Optional(
    Type.String({
      ...Slug,
      description: "Only this artist's products (the artist's slug)",
      errorMessage: { type: filterTexts.artist, pattern: filterTexts.artist, maxLength: filterTexts.artist },
    }),
  ),
  minPriceKobo: Type.Optional(PriceKobo(filterTexts.minPrice, 'Only products at this price or more, in kobo')),
  maxPriceKobo: Type.Optional(PriceKobo(filterTexts.maxPrice, 'Only products at this price or less, in kobo')),
  inStock: Type.Optional(
    Choice(
      ['true', 'false'],
      filterTexts.inStock,
      'true: only products with units left (or whose stock is not counted); false: only the sold out',
    ),
  ),
});
export type ProductListQuery = Static<typeof ProductListQuery>;

export const EventListQuery = FilteredListQuery({
  when: Type.Optional(
    Choice(
      EVENT_WHEN,
      filterTexts.when,
      'upcoming (the default): from today on, soonest first; past: before today, most recent first',
    ),
  ),
  city: Type.Optional(FilterText(PLACE_FILTER_MAX, filterTexts.city, 'Only events in this city (any case)')),
});
export type EventListQuery = Static<typeof EventListQuery>;

export const ArtistListQuery = FilteredListQuery({
  genre: Type.Optional(FilterText(PLACE_FILTER_MAX, filterTexts.genre, 'Only artists of this genre (any case)')),
  location: Type.Optional(FilterText(PLACE_FILTER_MAX, filterTexts.location, 'Only artists based here (any case)')),
});
export type ArtistListQuery = Static<typeof ArtistListQuery>;

export const StoryListQuery = FilteredListQuery({
  category: Type.Optional(Choice(STORY_CATEGORIES, filterTexts.storyCategory, 'Only stories of this category')),
  source: Type.Optional(
    FilterText(
      SOURCE_FILTER_MAX,
      filterTexts.source,
      "Only stories imported from this source (any case); 'griot': only stories written here",
    ),
  ),
});
export type StoryListQuery = Static<typeof StoryListQuery>;

/** The values the products' filters can take: those some product has. */
export const ProductFilterOptions = Type.Object({
  /** In the order of PRODUCT_TYPES. */
  categories: Type.Array(ProductType),
  /** Artists with products, by name. */
  artists: Type.Array(Type.Object({ slug: Slug, name: Type.String() })),
  /** The lowest and highest price; null when there are no products. */
  priceKobo: Type.Union([
    Type.Object({ min: Type.Integer({ minimum: 0 }), max: Type.Integer({ minimum: 0 }) }),
    Type.Null(),
  ]),
});
export type ProductFilterOptions = Static<typeof ProductFilterOptions>;

export const EventFilterOptions = Type.Object({
  /** The cities of all events, past and upcoming, sorted. */
  cities: Type.Array(Type.String()),
});
export type EventFilterOptions = Static<typeof EventFilterOptions>;

export const ArtistFilterOptions = Type.Object({
  genres: Type.Array(Type.String()),
  locations: Type.Array(Type.String()),
});
export type ArtistFilterOptions = Static<typeof ArtistFilterOptions>;

export const StoryFilterOptions = Type.Object({
  /** In the order of STORY_CATEGORIES. */
  categories: Type.Array(StoryCategory),
  /** The source names of imported stories, sorted; stories written here are the `griot` source. */
  sources: Type.Array(Type.String()),
});
export type StoryFilterOptions = Static<typeof StoryFilterOptions>;
