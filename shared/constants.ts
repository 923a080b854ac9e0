// The product's numbers (docs/product.md §9) and its closed lists (§3).

export const PRODUCT_TYPES = ['Album', 'Vinyl', 'T-Shirt', 'Hoodie', 'Art Print'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const FORUM_CATEGORIES = ['General', 'Music', 'Art', 'Writing', 'Business', 'Collaboration'] as const;
export type ForumCategory = (typeof FORUM_CATEGORIES)[number];

export const ROLES = ['member', 'admin'] as const;

/** The four kinds of catalogue item that have a page of their own (`/music/{slug}`, `/events/{slug}`…). */
export const CATALOG_KINDS = ['product', 'event', 'artist', 'story'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

/** A story's category, which the stories list will filter on. */
export const STORY_CATEGORIES = ['Music', 'Film', 'Art', 'Fashion', 'Literature', 'Culture', 'Business'] as const;
export type StoryCategory = (typeof STORY_CATEGORIES)[number];

/** The links an artist's page may show, in the order it shows them. */
export const ARTIST_LINK_KINDS = [
  'website',
  'instagram',
  'x',
  'spotify',
  'appleMusic',
  'audiomack',
  'boomplay',
  'youtube',
  'soundcloud',
] as const;
export type ArtistLinkKind = (typeof ARTIST_LINK_KINDS)[number];

/** Events are entered and shown in Lagos time (UTC+1 all year). */
export const EVENT_TIME_ZONE = 'Africa/Lagos';
export type Role = (typeof ROLES)[number];

export const PROFILE_DISCIPLINES = [
  'Musician',
  'Visual Artist',
  'Writer',
  'Filmmaker',
  'Designer',
  'Performer',
  'Creative',
  'Other',
] as const;

export const CURRENCY_SYMBOL = '₦';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** An image's longer side may be at most this many times its shorter side (SECURITY.md, "Uploads"). */
export const MAX_IMAGE_ASPECT_RATIO = 20;

/** How many items each home section shows. */
export const HOME_COUNTS = { products: 4, events: 2, artists: 3 } as const;

/** List endpoints never return more than this many items per page. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;
export const ADMIN_PAGE_SIZE = 20;

/** The client considers itself offline after a failed connection or this long without an answer. */
export const API_TIMEOUT_MS = 10_000;

/** Imports (docs/product.md §9): items per import and the defaults of the import forms. */
export const IMPORT_SIZE = 10;
export const DEFAULT_IMPORT_LOCATION = 'Nigeria';
export const NEWS_CATEGORIES = ['entertainment', 'music', 'arts', 'business', 'technology'] as const;
export const NEWS_COUNTRIES = ['ng', 'gh', 'ke', 'za', 'us', 'gb'] as const;
export const DEFAULT_NEWS_CATEGORY = 'entertainment';
export const DEFAULT_NEWS_COUNTRY = 'ng';

/** Image types the pipeline accepts (docs/product.md §5). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'] as const;
