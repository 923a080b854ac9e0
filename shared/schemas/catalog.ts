// Catalogue entities as the API presents them (docs/product.md §3).
import Type, { type Static } from 'typebox';
import { PRODUCT_TYPES, STORY_CATEGORIES } from '../constants';
import { ArtistLinks } from './artist-links';
import { Id, ImageDetailsOrNull, ImageUrl, IsoDate, IsoDateTime, Page } from './common';

export const ProductType = Type.Enum([...PRODUCT_TYPES]);
export const StoryCategory = Type.Enum([...STORY_CATEGORIES]);

/** A page's address segment: `/music/{slug}`, `/events/{slug}`, `/artists/{slug}`, `/stories/{slug}`. */
export const Slug = Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 100 });

/** The artist an item links to: their name and page. */
export const ArtistRef = Type.Object({ id: Id, slug: Slug, name: Type.String() });
export type ArtistRef = Static<typeof ArtistRef>;

export const Product = Type.Object({
  id: Id,
  slug: Slug,
  name: Type.String(),
  /** The artist's name, as the cards show it (docs/product.md §3). */
  artist: Type.String(),
  artistRef: ArtistRef,
  type: ProductType,
  priceKobo: Type.Integer({ minimum: 0, description: 'Price in kobo (1/100 naira)' }),
  imageUrl: ImageUrl,
  image: ImageDetailsOrNull,
  createdAt: IsoDateTime,
  /** Units left over all its variants; null when any variant's stock is not counted. */
  stock: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** Its one variant, when it is sold as one thing (a card adds it to the cart); null when it has sizes. */
  defaultVariantId: Type.Union([Id, Type.Null()]),
});
export type Product = Static<typeof Product>;

/** What a product is sold as: a size, or its one default variant. `stock` null: not counted (unlimited). */
export const ProductVariant = Type.Object({
  id: Id,
  name: Type.String(),
  sku: Type.Union([Type.String(), Type.Null()]),
  stock: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});
export type ProductVariant = Static<typeof ProductVariant>;

export const Event = Type.Object({
  id: Id,
  slug: Slug,
  name: Type.String(),
  /** The day of the start in Lagos, as the cards show it. */
  date: IsoDate,
  startsAt: IsoDateTime,
  endsAt: Type.Union([IsoDateTime, Type.Null()]),
  location: Type.String(),
  venue: Type.String(),
  city: Type.String(),
  imageUrl: ImageUrl,
  image: ImageDetailsOrNull,
  /** When an admin called the event off (its tickets void, paid ones refunded), or null: lists mark it. */
  cancelledAt: Type.Union([IsoDateTime, Type.Null()]),
});
export type Event = Static<typeof Event>;

export const Artist = Type.Object({
  id: Id,
  slug: Slug,
  name: Type.String(),
  discipline: Type.String(),
  bio: Type.String(),
  genre: Type.String(),
  location: Type.String(),
  imageUrl: ImageUrl,
  image: ImageDetailsOrNull,
});
export type Artist = Static<typeof Artist>;

export const Story = Type.Object({
  id: Id,
  slug: Slug,
  title: Type.String(),
  author: Type.String(),
  date: IsoDate,
  excerpt: Type.String(),
  category: StoryCategory,
  /** An imported story's outlet and article, for its attribution; null for a story written here. */
  sourceName: Type.Union([Type.String(), Type.Null()]),
  sourceUrl: Type.Union([Type.String(), Type.Null()]),
  imageUrl: ImageUrl,
  image: ImageDetailsOrNull,
});
export type Story = Static<typeof Story>;

/** A product's page: the card's fields, its description, its variants in order and the artist's page. */
export const ProductDetail = Type.Object({
  ...Product.properties,
  description: Type.String(),
  variants: Type.Array(ProductVariant),
});
export type ProductDetail = Static<typeof ProductDetail>;

/** A ticket type as the event's page offers it. */
export const TicketType = Type.Object({
  id: Id,
  name: Type.String(),
  priceKobo: Type.Integer({ minimum: 0 }),
  capacity: Type.Integer({ minimum: 1 }),
  /** Seats not yet taken. */
  left: Type.Integer({ minimum: 0 }),
  /** When sales close (the event's start unless the organiser chose earlier). */
  salesEndAt: IsoDateTime,
});
export type TicketType = Static<typeof TicketType>;

export const EventDetail = Type.Object({
  ...Event.properties,
  description: Type.String(),
  artistRef: Type.Union([ArtistRef, Type.Null()]),
  /** In the organiser's order; none when the event sells no tickets here. */
  ticketTypes: Type.Array(TicketType),
});
export type EventDetail = Static<typeof EventDetail>;

/** An artist with their links: what the admin edits. */
export const ArtistEntry = Type.Object({ ...Artist.properties, links: ArtistLinks });
export type ArtistEntry = Static<typeof ArtistEntry>;

/** A story with its Markdown body and artist: what the admin edits. */
export const StoryEntry = Type.Object({
  ...Story.properties,
  body: Type.String({ description: 'Markdown' }),
  artistRef: Type.Union([ArtistRef, Type.Null()]),
});
export type StoryEntry = Static<typeof StoryEntry>;

/** An artist's page: their links, and their products, upcoming events and stories (newest first, a few each). */
export const ArtistDetail = Type.Object({
  ...Artist.properties,
  links: ArtistLinks,
  products: Type.Array(Product),
  events: Type.Array(Event),
  stories: Type.Array(Story),
});
export type ArtistDetail = Static<typeof ArtistDetail>;

/** A story's page: its body as safe HTML made on the server from Markdown (no raw HTML passes). */
export const StoryDetail = Type.Object({
  ...Story.properties,
  bodyHtml: Type.String(),
  artistRef: Type.Union([ArtistRef, Type.Null()]),
});
export type StoryDetail = Static<typeof StoryDetail>;

/** The admin lists: each entry with every field the admin edits. */
export const ProductDetailPage = Page(ProductDetail);
export const EventDetailPage = Page(EventDetail);
export const ArtistEntryPage = Page(ArtistEntry);
export const StoryEntryPage = Page(StoryEntry);

export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });

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
