// An item's page found by slug, for its HTML and its preview card: the head it gets in a language, its
// picture, and whether the slug asked for is its current one (an old slug after a rename answers 301).
import type { CatalogKind } from '@shared/constants';
import type { Locale } from '@shared/locales';
import type { Db } from '@server/db/database';
import { findArtistBySlug } from '@server/catalog/artists/repository';
import { findEventBySlug } from '@server/catalog/events/repository';
import { findProductBySlug } from '@server/catalog/products/repository';
import { findStoryBySlug } from '@server/catalog/stories/repository';
import { artistMeta, eventMeta, productMeta, storyMeta, type PageMeta } from './page-meta';

export interface ItemPage {
  meta: PageMeta;
  imageUrl: string | null;
  current: boolean;
}

type Lookup = (db: Db, slug: string, locale: Locale) => Promise<ItemPage | null>;

const page = <T extends { imageUrl: string | null }>(
  found: { item: T; current: boolean } | null,
  meta: (item: T) => PageMeta,
): ItemPage | null => found && { meta: meta(found.item), imageUrl: found.item.imageUrl, current: found.current };

const lookups: Record<CatalogKind, Lookup> = {
  product: async (db, slug, locale) => page(await findProductBySlug(db, slug), (item) => productMeta(item, locale)),
  event: async (db, slug, locale) => page(await findEventBySlug(db, slug), (item) => eventMeta(item, locale)),
  artist: async (db, slug) => page(await findArtistBySlug(db, slug), artistMeta),
  story: async (db, slug, locale) => page(await findStoryBySlug(db, slug), (item) => storyMeta(item, locale)),
};

export const findItemPage = (db: Db, kind: CatalogKind, slug: string, locale: Locale) =>
  lookups[kind](db, slug, locale);
