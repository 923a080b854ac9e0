// An item's page found by slug, for its HTML and its preview card: the head it gets, its picture, and
// whether the slug asked for is its current one (an old slug after a rename answers 301).
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

type Lookup = (db: Db, slug: string) => Promise<ItemPage | null>;

const page = <T extends { imageUrl: string | null }>(
  found: { item: T; current: boolean } | null,
  metaOf: (item: T) => PageMeta,
): ItemPage | null => found && { meta: metaOf(found.item), imageUrl: found.item.imageUrl, current: found.current };

const lookups: Record<CatalogKind, Lookup> = {
  product: async (db, slug) => page(await findProductBySlug(db, slug), productMeta),
  event: async (db, slug) => page(await findEventBySlug(db, slug), eventMeta),
  artist: async (db, slug) => page(await findArtistBySlug(db, slug), artistMeta),
  story: async (db, slug) => page(await findStoryBySlug(db, slug), storyMeta),
};

export const findItemPage = (db: Db, kind: CatalogKind, slug: string) => lookups[kind](db, slug);
