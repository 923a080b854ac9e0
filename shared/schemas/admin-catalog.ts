// What the admin panel sends to create or update catalogue entries (docs/product.md §3, §5): every text
// field is required (after trimming), the product type is one of the five, the price a valid amount.
// The caps without a message only bound what the server reads.
import Type, { type Static } from 'typebox';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE, PRODUCT_TYPES, STORY_CATEGORIES } from '../constants';
import { ArtistLinks } from './artist-links';
import { ISO_DATE } from './common';
import { withValues, type MessageDescriptor } from '../texts';
import { mustMatch, NOT_BLANK, PersonText } from './text-rules';

/** Required text, `required` the whole message ('Name is required.'), a sentence of its own to translate. */
const Required = (required: MessageDescriptor, cap: number) => PersonText(cap, { required });
/** Required text of paragraphs (a bio, an excerpt). */
const RequiredParagraphs = (required: MessageDescriptor, cap: number) =>
  PersonText(cap, { required, paragraphs: true });

const RequiredDate = (required: MessageDescriptor) =>
  Type.String({
    ...ISO_DATE,
    allOf: [mustMatch(NOT_BLANK, required)],
    errorMessage: { required },
  });

const NAME_REQUIRED = /*i18n*/ { id: 'admin.catalog.name-required', message: 'Name is required.' };

// Written without lookaheads, so that the fuzzers can generate matching text (server/test/fuzz).
/** A percent-escape, but never an encoded dot, which URL parsing would resolve like a dot. */
const ESCAPE = '%(?:[013-9A-Fa-f][0-9A-Fa-f]|2[0-9A-Da-df])';
/** A path segment of `chars` that is not `.` or `..`: URL parsing would remove or resolve it. */
const segment = (chars: string) => `\\.*(?:[${chars}]|${ESCAPE})(?:[.${chars}]|${ESCAPE})*`;
/** A site path of our store or art (`/uploads/products/<sha>.webp`, `/media/avatars/Ada%20Obi.svg`). */
const SITE_PATH = `/(?:uploads|media)(?:/${segment("A-Za-z0-9_~!*'()-")})+`;
/** A lowercase host name whose last label starts with a letter, so no parser reads it as an address. */
const HOST = '(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)*[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HTTPS_URL =
  `https://${HOST}(?:/${segment('A-Za-z0-9_~!$&()*+,;=:@-')})+` +
  `(?:\\?(?:[A-Za-z0-9._~!$&()*+,;=:@/?-]|${ESCAPE})*)?`;

/**
 * An image URL as our pipeline writes it: a path under /uploads/ or /media/, or an https URL (Cloudinary's,
 * an import's). Only characters that URL parsing keeps as they are, with no backslash, control character,
 * space, `//`, dot segment or encoded dot, and no port or credentials: a browser resolves the text to
 * exactly this site's path or this host (SECURITY.md, "Image URLs"). Imports check their URLs with it too.
 */
export const IMAGE_URL_PATTERN = `^(?:${SITE_PATH}|${HTTPS_URL})$`;

export const ImageUrlInput = Type.Union([
  Type.String({
    maxLength: 2000,
    pattern: IMAGE_URL_PATTERN,
    errorMessage: {
      pattern: /*i18n*/ {
        id: 'admin.catalog.image-invalid',
        message: 'Image must be an uploaded image or an https:// link.',
      },
    },
  }),
  Type.Null(),
]);

/** Optional text: absent or empty means none. */
const Optional = (cap: number) => Type.Optional(PersonText(cap));
/** Optional text of paragraphs (a description, a story). */
const OptionalParagraphs = (cap: number) => Type.Optional(PersonText(cap, { paragraphs: true }));

/**
 * A rule that only speaks about filled-in text: blank text passes `pattern` (the required rule answers it
 * with its own message), anything else must match `filled`.
 */
const blankOr = (filled: string) => `^(?:\\s*|${filled})$`;

/**
 * The artist an entry names, by their name in the directory (names are unique in any case): the server
 * stores a reference to that artist's record, and refuses a name the directory does not have.
 */
const OptionalArtist = Type.Optional(PersonText(200));

/** A local date and time in Lagos, as a datetime-local field gives it: `2026-12-04T19:00`. */
const LAGOS_DATE_TIME = '[1-9]\\d{3}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3]):[0-5]\\d';
const LagosDateTime = (required: MessageDescriptor, invalid: MessageDescriptor) =>
  Type.String({
    pattern: blankOr(LAGOS_DATE_TIME),
    description: 'Local date and time in Lagos, YYYY-MM-DDTHH:mm',
    allOf: [mustMatch(NOT_BLANK, required)],
    errorMessage: { pattern: invalid, required },
  });

/** An optional Lagos date and time: empty means none. */
const OptionalLagosDateTime = (invalid: MessageDescriptor) =>
  Type.String({
    pattern: blankOr(LAGOS_DATE_TIME),
    description: 'Local date and time in Lagos, YYYY-MM-DDTHH:mm, or empty',
    errorMessage: { pattern: invalid },
  });

/** A link to an imported story's original article. */
const SourceUrl = Type.Optional(
  Type.Union([
    Type.String({
      maxLength: 2000,
      pattern: blankOr('https?://[^\\s\\\\]+'),
      errorMessage: {
        pattern: /*i18n*/ {
          id: 'admin.story.source-url-invalid',
          message: 'Source link must be an http:// or https:// address.',
        },
      },
    }),
    Type.Null(),
  ]),
);

const TYPE_MESSAGE = withValues(
  /*i18n*/ { id: 'admin.product.type-invalid', message: 'Type must be one of {types}.' },
  {
    types: PRODUCT_TYPES.join(', '),
  },
);
const PRICE_MESSAGE = /*i18n*/ { id: 'admin.catalog.price-invalid', message: 'Price must be a valid amount.' };

const STOCK_MESSAGE = withValues(
  /*i18n*/ {
    id: 'admin.product.stock-invalid',
    message: 'Stock must be a whole number from 0 to {max, number}, or empty for unlimited.',
  },
  { max: 1_000_000 },
);
const VARIANT_MESSAGE = /*i18n*/ {
  id: 'admin.product.variant-incomplete',
  message: 'Each variant needs a name and a stock (empty for unlimited).',
};

/** One variant as the admin edits it: an existing one by its id, a new one without. */
export const VariantInput = Type.Object(
  {
    id: Type.Optional(Type.String({ format: 'uuid' })),
    name: Required(/*i18n*/ { id: 'admin.product.variant-name-required', message: 'Variant name is required.' }, 40),
    sku: Type.Optional(Type.Union([PersonText(64), Type.Null()])),
    stock: Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000 }), Type.Null()], {
      description: 'Units in stock; null when not counted (unlimited)',
      errorMessage: { anyOf: STOCK_MESSAGE },
    }),
    /**
     * The stock the editor was shown. When it and both stocks are counted, the edit adds the difference to
     * the stock as it is now, so units sold while the dialog was open are not put back on the shelf.
     */
    stockSeen: Type.Optional(
      Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000 }), Type.Null()], {
        errorMessage: { anyOf: STOCK_MESSAGE },
      }),
    ),
  },
  {
    additionalProperties: false,
    errorMessage: { required: VARIANT_MESSAGE, type: VARIANT_MESSAGE },
  },
);
export type VariantInput = Static<typeof VariantInput>;

export const ProductInput = Type.Object(
  {
    name: Required(NAME_REQUIRED, 200),
    artist: Required(/*i18n*/ { id: 'admin.product.artist-required', message: 'Artist is required.' }, 200),
    type: Type.Enum([...PRODUCT_TYPES], { errorMessage: { enum: TYPE_MESSAGE, required: TYPE_MESSAGE } }),
    priceKobo: Type.Integer({
      minimum: 0,
      maximum: 2_147_483_647,
      description: 'Price in kobo (1/100 naira)',
      errorMessage: { type: PRICE_MESSAGE, minimum: PRICE_MESSAGE, maximum: PRICE_MESSAGE, required: PRICE_MESSAGE },
    }),
    description: OptionalParagraphs(4000),
    imageUrl: Type.Optional(ImageUrlInput),
    /** In the order shown; omitted: a new product gets one unlimited "Standard" variant, an edit keeps them. */
    variants: Type.Optional(
      Type.Array(VariantInput, {
        minItems: 1,
        maxItems: 20,
        errorMessage: {
          minItems: /*i18n*/ { id: 'admin.product.variants-none', message: 'A product needs at least one variant.' },
          maxItems: withValues(
            /*i18n*/ { id: 'admin.product.variants-too-many', message: 'A product has at most {max} variants.' },
            { max: 20 },
          ),
        },
      }),
    ),
  },
  { additionalProperties: false },
);
export type ProductInput = Static<typeof ProductInput>;

/** The most seats one ticket type offers. */
export const MAX_TICKET_CAPACITY = 100_000;
const CAPACITY_MESSAGE = withValues(
  /*i18n*/ { id: 'admin.event.seats-invalid', message: 'Seats must be a whole number from 1 to {max, number}.' },
  { max: MAX_TICKET_CAPACITY },
);
const TICKET_TYPE_MESSAGE = /*i18n*/ {
  id: 'admin.event.ticket-type-incomplete',
  message: 'Each ticket type needs a name, a price and a number of seats.',
};

/** One ticket type as the admin edits it: an existing one by its id (or its name), a new one without. */
export const TicketTypeInput = Type.Object(
  {
    id: Type.Optional(Type.String({ format: 'uuid' })),
    name: Required(/*i18n*/ { id: 'admin.event.ticket-name-required', message: 'Ticket name is required.' }, 40),
    priceKobo: Type.Integer({
      minimum: 0,
      maximum: 2_147_483_647,
      description: 'Price in kobo; 0 for a free ticket',
      errorMessage: { type: PRICE_MESSAGE, minimum: PRICE_MESSAGE, maximum: PRICE_MESSAGE },
    }),
    capacity: Type.Integer({
      minimum: 1,
      maximum: MAX_TICKET_CAPACITY,
      errorMessage: { type: CAPACITY_MESSAGE, minimum: CAPACITY_MESSAGE, maximum: CAPACITY_MESSAGE },
    }),
    /** When sales close, in Lagos time; empty or absent: at the event's start. */
    salesEnd: Type.Optional(
      Type.Union([
        OptionalLagosDateTime(
          /*i18n*/ { id: 'catalog.ticket-types.sales-end-invalid', message: 'Sales end must be a date and time.' },
        ),
        Type.Null(),
      ]),
    ),
  },
  {
    additionalProperties: false,
    errorMessage: { required: TICKET_TYPE_MESSAGE, type: TICKET_TYPE_MESSAGE },
  },
);
export type TicketTypeInput = Static<typeof TicketTypeInput>;

export const EventInput = Type.Object(
  {
    name: Required(NAME_REQUIRED, 200),
    /** The start, in Lagos time; the day is what the cards show as the event's date. */
    startsAt: LagosDateTime(
      /*i18n*/ { id: 'admin.event.start-required', message: 'Start is required.' },
      /*i18n*/ { id: 'catalog.event.start-invalid', message: 'Start must be a date and time.' },
    ),
    /** The end, in Lagos time, after the start; optional. */
    endsAt: Type.Optional(
      Type.Union([
        OptionalLagosDateTime(/*i18n*/ { id: 'catalog.event.end-invalid', message: 'End must be a date and time.' }),
        Type.Null(),
      ]),
    ),
    location: Required(/*i18n*/ { id: 'admin.event.location-required', message: 'Location is required.' }, 200),
    venue: Optional(200),
    city: Optional(100),
    description: OptionalParagraphs(4000),
    artist: OptionalArtist,
    imageUrl: Type.Optional(ImageUrlInput),
    /** In the order shown; omitted: an edit keeps them (a new event sells none). */
    ticketTypes: Type.Optional(
      Type.Array(TicketTypeInput, {
        maxItems: 10,
        errorMessage: {
          maxItems: withValues(
            /*i18n*/ { id: 'admin.event.ticket-types-too-many', message: 'An event has at most {max} ticket types.' },
            { max: 10 },
          ),
          item: /*i18n*/ { id: 'admin.event.ticket-type-problem', message: 'Ticket type {number}: {problem}' },
        },
      }),
    ),
  },
  { additionalProperties: false },
);
export type EventInput = Static<typeof EventInput>;

export const ArtistInput = Type.Object(
  {
    name: Required(NAME_REQUIRED, 200),
    discipline: Required(/*i18n*/ { id: 'admin.artist.discipline-required', message: 'Discipline is required.' }, 100),
    bio: RequiredParagraphs(/*i18n*/ { id: 'admin.artist.bio-required', message: 'Bio is required.' }, 4000),
    genre: Optional(100),
    location: Optional(200),
    links: Type.Optional(ArtistLinks),
    imageUrl: Type.Optional(ImageUrlInput),
  },
  { additionalProperties: false },
);
export type ArtistInput = Static<typeof ArtistInput>;

export const StoryInput = Type.Object(
  {
    title: Required(/*i18n*/ { id: 'admin.story.title-required', message: 'Title is required.' }, 300),
    author: Required(/*i18n*/ { id: 'admin.story.author-required', message: 'Author is required.' }, 200),
    date: RequiredDate(/*i18n*/ { id: 'admin.story.date-required', message: 'Date is required.' }),
    excerpt: RequiredParagraphs(/*i18n*/ { id: 'admin.story.excerpt-required', message: 'Excerpt is required.' }, 4000),
    /** The whole story in Markdown (raw HTML is shown as text). */
    body: OptionalParagraphs(100_000),
    category: Type.Optional(
      Type.Enum([...STORY_CATEGORIES], {
        errorMessage: {
          enum: withValues(
            /*i18n*/ { id: 'admin.story.category-invalid', message: 'Category must be one of {categories}.' },
            { categories: STORY_CATEGORIES.join(', ') },
          ),
        },
      }),
    ),
    sourceName: Type.Optional(Type.Union([PersonText(200), Type.Null()])),
    sourceUrl: SourceUrl,
    artist: OptionalArtist,
    imageUrl: Type.Optional(ImageUrlInput),
  },
  { additionalProperties: false },
);
export type StoryInput = Static<typeof StoryInput>;

/** Admin lists: newest added first, optionally filtered by a case-insensitive search of name or title. */
export const AdminListQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200, description: 'Search in the name (title for stories)' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: ADMIN_PAGE_SIZE })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 400 })),
  },
  { additionalProperties: false },
);
export type AdminListQuery = Static<typeof AdminListQuery>;

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
