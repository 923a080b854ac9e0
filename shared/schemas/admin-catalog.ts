// What the admin panel sends to create or update catalogue entries (spec §3, §5). Bounds here are loose
// safety caps; the friendly required-field rules live in shared/validation/catalog-input.ts and run in
// both the dialog and the server.
import Type, { type Static } from 'typebox';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { ProductType } from './catalog';
import { IsoDate } from './common';

const Text = (maxLength: number) => Type.String({ maxLength });

/** An image URL our own pipeline produced: a site path (`/uploads/…`, `/media/…`) or an https URL. */
export const ImageUrlInput = Type.Union([Type.String({ maxLength: 2000, pattern: '^(/[^/]|https://)' }), Type.Null()]);

export const ProductInput = Type.Object(
  {
    name: Text(200),
    artist: Text(200),
    type: ProductType,
    priceKobo: Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Price in kobo (1/100 naira)' }),
    imageUrl: Type.Optional(ImageUrlInput),
  },
  { additionalProperties: false },
);
export type ProductInput = Static<typeof ProductInput>;

export const EventInput = Type.Object(
  { name: Text(200), date: IsoDate, location: Text(200), imageUrl: Type.Optional(ImageUrlInput) },
  { additionalProperties: false },
);
export type EventInput = Static<typeof EventInput>;

export const ArtistInput = Type.Object(
  { name: Text(200), discipline: Text(100), bio: Text(4000), imageUrl: Type.Optional(ImageUrlInput) },
  { additionalProperties: false },
);
export type ArtistInput = Static<typeof ArtistInput>;

export const StoryInput = Type.Object(
  { title: Text(300), author: Text(200), date: IsoDate, excerpt: Text(4000), imageUrl: Type.Optional(ImageUrlInput) },
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
