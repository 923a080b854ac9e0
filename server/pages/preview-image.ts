// Each item's preview card at /og/{kind}/{slug}.png: 1200×630, the size WhatsApp, X and Facebook show,
// drawn from the item's picture in the image processes. The card's ETag comes from what is drawn on it,
// so a crawler asking again gets a 304 without drawing; the last cards drawn are kept in memory.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { CATALOG_KINDS, type CatalogKind } from '@shared/constants';
import { cardPicture } from '@server/media/preview-cards/card-picture';
import { findItemPage } from './item-pages';
import { cardPath } from './page-meta';

/** About 60 kB a card: a few megabytes at most. */
const KEPT_CARDS = 100;
const ONE_DAY = 'public, max-age=86400';

export function registerPreviewImages(app: FastifyInstance): void {
  const { db } = app.database;
  const drawn = new LRUCache<string, Buffer>({ max: KEPT_CARDS });

  app.get<{ Params: { kind: string; file: string } }>(
    '/og/:kind/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { kind, file } = request.params;
      const slug = /^([a-z0-9-]{1,200})\.png$/.exec(file)?.[1];
      if (!(CATALOG_KINDS as readonly string[]).includes(kind) || !slug) return reply.callNotFound();
      const page = await findItemPage(db, kind as CatalogKind, slug);
      if (!page?.meta.card) return reply.callNotFound();
      if (!page.current) return reply.redirect(cardPath(kind as CatalogKind, page.meta.path.split('/').pop()!), 301);

      const { words } = page.meta.card;
      const etag = `"${createHash('sha256')
        .update(JSON.stringify([words, page.imageUrl]))
        .digest('base64url')
        .slice(0, 27)}"`;
      reply.header('cache-control', ONE_DAY).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();

      let png = drawn.get(etag);
      if (!png) {
        const picture = await cardPicture(page.imageUrl, app.mediaStore);
        png = (await app.imageWork.card(reply, { ...words, picture })).bytes;
        drawn.set(etag, png);
      }
      return reply.type('image/png').send(png);
    },
  );
}
