// Catalogue entities as the API presents them (docs/product.md §3).
import Type, { type Static } from 'typebox';
import { PRODUCT_TYPES } from '../constants';
import { Id, ImageUrl, IsoDate, IsoDateTime, Page } from './common';

export const ProductType = Type.Enum([...PRODUCT_TYPES]);

export const Product = Type.Object({
  id: Id,
  name: Type.String(),
  artist: Type.String(),
  type: ProductType,
  priceKobo: Type.Integer({ minimum: 0, description: 'Price in kobo (1/100 naira)' }),
  imageUrl: ImageUrl,
  createdAt: IsoDateTime,
});
export type Product = Static<typeof Product>;

export const Event = Type.Object({
  id: Id,
  name: Type.String(),
  date: IsoDate,
  location: Type.String(),
  imageUrl: ImageUrl,
});
export type Event = Static<typeof Event>;

export const Artist = Type.Object({
  id: Id,
  name: Type.String(),
  discipline: Type.String(),
  bio: Type.String(),
  imageUrl: ImageUrl,
});
export type Artist = Static<typeof Artist>;

export const Story = Type.Object({
  id: Id,
  title: Type.String(),
  author: Type.String(),
  date: IsoDate,
  excerpt: Type.String(),
  imageUrl: ImageUrl,
});
export type Story = Static<typeof Story>;

export const ProductPage = Page(Product);
export type ProductPage = Static<typeof ProductPage>;
export const EventPage = Page(Event);
export type EventPage = Static<typeof EventPage>;
export const ArtistPage = Page(Artist);
export type ArtistPage = Static<typeof ArtistPage>;
export const StoryPage = Page(Story);
export type StoryPage = Static<typeof StoryPage>;

/** Everything the home screen shows, in one answer. */
export const HomeData = Type.Object({
  products: Type.Array(Product),
  events: Type.Array(Event),
  artists: Type.Array(Artist),
});
export type HomeData = Static<typeof HomeData>;
