// The filters of the four public lists (docs/product.md §3): their limits and the words a person reads when
// a value is refused. The API checks every value (shared/schemas/catalog-filters.ts); the screens use the
// same limits and texts.
import { PRODUCT_TYPES, STORY_CATEGORIES } from './constants';

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

const oneOf = (values: readonly string[]) =>
  values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}` : values.join('');

const textLimit = (label: string, max: number) => `${label} must be 1 to ${max} characters.`;
const kobo = (label: string) =>
  `${label} must be a whole number of kobo from 0 to ${MAX_PRICE_FILTER_KOBO.toLocaleString('en')}.`;

export const filterTexts = {
  productCategory: `Category must be ${oneOf(PRODUCT_TYPES)}.`,
  artist: "Artist must be an artist's address name: lowercase letters, digits and single hyphens.",
  minPrice: kobo('The minimum price'),
  maxPrice: kobo('The maximum price'),
  priceRange: 'The minimum price cannot be more than the maximum price.',
  inStock: 'In stock must be true or false.',
  when: `When must be ${oneOf(EVENT_WHEN)}.`,
  city: textLimit('City', PLACE_FILTER_MAX),
  genre: textLimit('Genre', PLACE_FILTER_MAX),
  location: textLimit('Location', PLACE_FILTER_MAX),
  storyCategory: `Category must be ${oneOf(STORY_CATEGORIES)}.`,
  source: textLimit('Source', SOURCE_FILTER_MAX),
  /** A parameter the list does not take: a mistyped filter would otherwise be dropped without a word. */
  unknownParameter: (names: readonly string[]) => `This list takes only these parameters: ${names.join(', ')}.`,
} as const;

/** A price range the schema cannot refuse on its own: its minimum above its maximum. */
export function priceRangeProblem(range: { minPriceKobo?: number; maxPriceKobo?: number }): string | null {
  const { minPriceKobo, maxPriceKobo } = range;
  return minPriceKobo !== undefined && maxPriceKobo !== undefined && minPriceKobo > maxPriceKobo
    ? filterTexts.priceRange
    : null;
}
