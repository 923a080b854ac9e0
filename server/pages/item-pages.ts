// An item's page found by slug, for its HTML and its preview card: the head it gets, its picture, and
// whether the slug asked for is its current one (an old slug after a rename answers 301).
import type { I18n } from '@lingui/core';
import type { CatalogKind } from '@shared/constants';
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

type Lookup = (db: Db, slug: string, i18n: I18n) => Promise<ItemPage | null>;

const page = <T extends { imageUrl: string | null }>(
  found: { item: T; current: boolean } | null,
  metaOf: (item: T, i18n: I18n) => PageMeta,
  i18n: I18n,
): ItemPage | null =>
  found && { meta: metaOf(found.item, i18n), imageUrl: found.item.imageUrl, current: found.current };

const lookups: Record<CatalogKind, Lookup> = {
  product: async (db, slug, i18n) => page(await findProductBySlug(db, slug), productMeta, i18n),
  event: async (db, slug, i18n) => page(await findEventBySlug(db, slug), eventMeta, i18n),
  artist: async (db, slug, i18n) => page(await findArtistBySlug(db, slug), artistMeta, i18n),
  story: async (db, slug, i18n) => page(await findStoryBySlug(db, slug), storyMeta, i18n),
};

/** An item's page, its head in the language given (the page's address's). */
export const findItemPage = (db: Db, kind: CatalogKind, slug: string, i18n: I18n) => lookups[kind](db, slug, i18n);
