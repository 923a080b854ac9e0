// The filters of the four public lists (docs/product.md §3): their limits and the words a person reads when
// a value is refused. The API checks every value (shared/schemas/catalog-filters.ts); the screens use the
// same limits and texts.
import { PRODUCT_TYPES, STORY_CATEGORIES } from './constants';
import { withValues, type MessageDescriptor } from './texts';

/** The most a price filter takes, in kobo: ₦100,000,000. */
export const MAX_PRICE_FILTER_KOBO = 100_000_000_00;
/** The longest city, genre or location a filter takes. */
export const PLACE_FILTER_MAX = 80;
/** The longest source name a filter takes. */
export const SOURCE_FILTER_MAX = 120;
/** The `source` value that means stories written here (no source). */
export const GRIOT_SOURCE = 'griot';

export const EVENT_WHEN = ['upcoming', 'past'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

/** 'Vinyl, CD' and 'Cassette', for a message's "{first} or {last}": the values as the API takes them. */
const oneOf = (values: readonly string[]) => ({
  first: values.slice(0, -1).join(', '),
  last: values[values.length - 1],
});

const KOBO_MAX = MAX_PRICE_FILTER_KOBO.toLocaleString('en');

// Lingui descriptors (docs/decisions/015-translations.md), said in the reader's language.
export const filterTexts = {
  productCategory: withValues(
    /*i18n*/ { id: 'catalog.filter.product-category', message: 'Category must be {first} or {last}.' },
    oneOf(PRODUCT_TYPES),
  ),
  artist: /*i18n*/ {
    id: 'catalog.filter.artist',
    message: "Artist must be an artist's address name: lowercase letters, digits and single hyphens.",
  },
  minPrice: withValues(
    /*i18n*/ {
      id: 'catalog.filter.min-price',
      message: 'The minimum price must be a whole number of kobo from 0 to {max}.',
    },
    { max: KOBO_MAX },
  ),
  maxPrice: withValues(
    /*i18n*/ {
      id: 'catalog.filter.max-price',
      message: 'The maximum price must be a whole number of kobo from 0 to {max}.',
    },
    { max: KOBO_MAX },
  ),
  priceRange: /*i18n*/ {
    id: 'catalog.filter.price-range',
    message: 'The minimum price cannot be more than the maximum price.',
  },
  inStock: /*i18n*/ { id: 'catalog.filter.in-stock', message: 'In stock must be true or false.' },
  when: withValues(
    /*i18n*/ { id: 'catalog.filter.when', message: 'When must be {first} or {last}.' },
    oneOf(EVENT_WHEN),
  ),
  city: withValues(
    /*i18n*/ { id: 'catalog.filter.city', message: 'City must be 1 to {max} characters.' },
    {
      max: PLACE_FILTER_MAX,
    },
  ),
  genre: withValues(
    /*i18n*/ { id: 'catalog.filter.genre', message: 'Genre must be 1 to {max} characters.' },
    {
      max: PLACE_FILTER_MAX,
    },
  ),
  location: withValues(
    /*i18n*/ { id: 'catalog.filter.location', message: 'Location must be 1 to {max} characters.' },
    { max: PLACE_FILTER_MAX },
  ),
  storyCategory: withValues(
    /*i18n*/ { id: 'catalog.filter.story-category', message: 'Category must be {first} or {last}.' },
    oneOf(STORY_CATEGORIES),
  ),
  source: withValues(
    /*i18n*/ { id: 'catalog.filter.source', message: 'Source must be 1 to {max} characters.' },
    {
      max: SOURCE_FILTER_MAX,
    },
  ),
  /** A parameter the list does not take: a mistyped filter would otherwise be dropped without a word. */
  unknownParameter: (names: readonly string[]) =>
    withValues(
      /*i18n*/ { id: 'catalog.filter.unknown-parameter', message: 'This list takes only these parameters: {names}.' },
      { names: names.join(', ') },
    ),
};

/** A price range the schema cannot refuse on its own: its minimum above its maximum. */
export function priceRangeProblem(range: { minPriceKobo?: number; maxPriceKobo?: number }): MessageDescriptor | null {
  const { minPriceKobo, maxPriceKobo } = range;
  return minPriceKobo !== undefined && maxPriceKobo !== undefined && minPriceKobo > maxPriceKobo
    ? filterTexts.priceRange
    : null;
}
