// What the admin panel sends to create or update catalogue entries (docs/product.md §3, §5): every text
// field is required (after trimming), the product type is one of the five, the price a valid amount.
// The caps without a message only bound what the server reads.
import Type, { type Static } from 'typebox';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE, PRODUCT_TYPES, STORY_CATEGORIES } from '../constants';
import { ArtistLinks } from './artist-links';
import { ISO_DATE } from './common';
import { mustMatch, NOT_BLANK, PersonText } from './text-rules';

const Required = (label: string, cap: number) => PersonText(cap, { required: `${label} is required.` });
/** Required text of paragraphs (a bio, an excerpt). */
const RequiredParagraphs = (label: string, cap: number) =>
  PersonText(cap, { required: `${label} is required.`, paragraphs: true });

const RequiredDate = (label: string) =>
  Type.String({
    ...ISO_DATE,
    allOf: [mustMatch(NOT_BLANK, `${label} is required.`)],
    errorMessage: { required: `${label} is required.` },
  });

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
    errorMessage: { pattern: 'Image must be an uploaded image or an https:// link.' },
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
const LagosDateTime = (label: string) =>
  Type.String({
    pattern: blankOr(LAGOS_DATE_TIME),
    description: 'Local date and time in Lagos, YYYY-MM-DDTHH:mm',
    allOf: [mustMatch(NOT_BLANK, `${label} is required.`)],
    errorMessage: { pattern: `${label} must be a date and time.`, required: `${label} is required.` },
  });

/** An optional Lagos date and time: empty means none. */
const OptionalLagosDateTime = (label: string) =>
  Type.String({
    pattern: blankOr(LAGOS_DATE_TIME),
    description: 'Local date and time in Lagos, YYYY-MM-DDTHH:mm, or empty',
    errorMessage: { pattern: `${label} must be a date and time.` },
  });

/** A link to an imported story's original article. */
const SourceUrl = Type.Optional(
  Type.Union([
    Type.String({
      maxLength: 2000,
      pattern: blankOr('https?://[^\\s\\\\]+'),
      errorMessage: { pattern: 'Source link must be an http:// or https:// address.' },
    }),
    Type.Null(),
  ]),
);

const TYPE_MESSAGE = `Type must be one of ${PRODUCT_TYPES.join(', ')}.`;
const PRICE_MESSAGE = 'Price must be a valid amount.';

const STOCK_MESSAGE = 'Stock must be a whole number from 0 to 1,000,000, or empty for unlimited.';

/** One variant as the admin edits it: an existing one by its id, a new one without. */
export const VariantInput = Type.Object(
  {
    id: Type.Optional(Type.String({ format: 'uuid' })),
    name: Required('Variant name', 40),
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
    errorMessage: {
      required: 'Each variant needs a name and a stock (empty for unlimited).',
      type: 'Each variant needs a name and a stock (empty for unlimited).',
    },
  },
);
export type VariantInput = Static<typeof VariantInput>;

export const ProductInput = Type.Object(
  {
    name: Required('Name', 200),
    artist: Required('Artist', 200),
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
          minItems: 'A product needs at least one variant.',
          maxItems: 'A product has at most 20 variants.',
        },
      }),
    ),
  },
  { additionalProperties: false },
);
export type ProductInput = Static<typeof ProductInput>;

/** The most seats one ticket type offers. */
export const MAX_TICKET_CAPACITY = 100_000;
const CAPACITY_MESSAGE = `Seats must be a whole number from 1 to ${MAX_TICKET_CAPACITY.toLocaleString('en-NG')}.`;

/** One ticket type as the admin edits it: an existing one by its id (or its name), a new one without. */
export const TicketTypeInput = Type.Object(
  {
    id: Type.Optional(Type.String({ format: 'uuid' })),
    name: Required('Ticket name', 40),
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
    salesEnd: Type.Optional(Type.Union([OptionalLagosDateTime('Sales end'), Type.Null()])),
  },
  {
    additionalProperties: false,
    errorMessage: {
      required: 'Each ticket type needs a name, a price and a number of seats.',
      type: 'Each ticket type needs a name, a price and a number of seats.',
    },
  },
);
export type TicketTypeInput = Static<typeof TicketTypeInput>;

export const EventInput = Type.Object(
  {
    name: Required('Name', 200),
    /** The start, in Lagos time; the day is what the cards show as the event's date. */
    startsAt: LagosDateTime('Start'),
    /** The end, in Lagos time, after the start; optional. */
    endsAt: Type.Optional(Type.Union([OptionalLagosDateTime('End'), Type.Null()])),
    location: Required('Location', 200),
    venue: Optional(200),
    city: Optional(100),
    description: OptionalParagraphs(4000),
    artist: OptionalArtist,
    imageUrl: Type.Optional(ImageUrlInput),
    /** In the order shown; omitted: an edit keeps them (a new event sells none). */
    ticketTypes: Type.Optional(
      Type.Array(TicketTypeInput, {
        maxItems: 10,
        errorMessage: { maxItems: 'An event has at most 10 ticket types.', item: 'Ticket type' },
      }),
    ),
  },
  { additionalProperties: false },
);
export type EventInput = Static<typeof EventInput>;

export const ArtistInput = Type.Object(
  {
    name: Required('Name', 200),
    discipline: Required('Discipline', 100),
    bio: RequiredParagraphs('Bio', 4000),
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
    title: Required('Title', 300),
    author: Required('Author', 200),
    date: RequiredDate('Date'),
    excerpt: RequiredParagraphs('Excerpt', 4000),
    /** The whole story in Markdown (raw HTML is shown as text). */
    body: OptionalParagraphs(100_000),
    category: Type.Optional(
      Type.Enum([...STORY_CATEGORIES], {
        errorMessage: { enum: `Category must be one of ${STORY_CATEGORIES.join(', ')}.` },
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
