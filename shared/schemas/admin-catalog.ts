// What the admin panel sends to create or update catalogue entries (docs/product.md §3, §5): every text
// field is required (after trimming), the product type is one of the five, the price a valid amount.
// The caps without a message only bound what the server reads.
import Type, { type Static } from 'typebox';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE, PRODUCT_TYPES } from '../constants';
import { ISO_DATE } from './common';
import { mustMatch, NOT_BLANK, PersonText } from './text-rules';

const Required = (label: string, cap: number) => PersonText(cap, { required: `${label} is required.` });

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

const TYPE_MESSAGE = `Type must be one of ${PRODUCT_TYPES.join(', ')}.`;
const PRICE_MESSAGE = 'Price must be a valid amount.';

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
    imageUrl: Type.Optional(ImageUrlInput),
  },
  { additionalProperties: false },
);
export type ProductInput = Static<typeof ProductInput>;

export const EventInput = Type.Object(
  {
    name: Required('Name', 200),
    date: RequiredDate('Date'),
    location: Required('Location', 200),
    imageUrl: Type.Optional(ImageUrlInput),
  },
  { additionalProperties: false },
);
export type EventInput = Static<typeof EventInput>;

export const ArtistInput = Type.Object(
  {
    name: Required('Name', 200),
    discipline: Required('Discipline', 100),
    bio: Required('Bio', 4000),
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
    excerpt: Required('Excerpt', 4000),
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
