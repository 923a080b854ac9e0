// Each item's preview card at /og/{kind}/{slug}.png, and the site's own for the home page: 1200×630, the size
// WhatsApp, X and Facebook show, its words in its address's language (/fr/og/…, named by the page in that
// language), drawn from the item's picture in the image processes. The card's ETag comes from what is drawn on it,
// so a crawler asking again gets a 304 without drawing; the last cards drawn are kept in memory.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { CATALOG_KINDS, type CatalogKind } from '@shared/constants';
import type { CardWords } from '@server/media/preview-cards/card-layout';
import { cardPicture } from '@server/media/preview-cards/card-picture';
import { generateArt } from '@server/media/art/generated-art';
import { findItemPage } from './item-pages';
import { cardPath, siteCard, SITE_CARD_PATH } from './page-meta';
import { pathInLocale } from '@shared/locale-address';
import { LOCALES } from '@shared/locales';

/** About 60 kB a card: a few megabytes at most. */
const KEPT_CARDS = 100;
const ONE_DAY = 'public, max-age=86400';
/** What the site card's tag names as its picture. */
const SITE_ART = 'pattern/griot';

export function registerPreviewImages(app: FastifyInstance): void {
  const { db } = app.database;
  const drawn = new LRUCache<string, Buffer>({ max: KEPT_CARDS });

  /** A card drawn once for what it shows (its tag), answered 304 to a crawler that holds that tag. */
  async function sendCard(
    request: FastifyRequest,
    reply: FastifyReply,
    words: CardWords,
    imageUrl: string | null,
    picture: () => Promise<Buffer | null>,
  ) {
    const etag = `"${createHash('sha256')
      .update(JSON.stringify([words, imageUrl]))
      .digest('base64url')
      .slice(0, 27)}"`;
    reply.header('cache-control', ONE_DAY).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();

    let png = drawn.get(etag);
    if (!png) {
      png = (await app.imageWork.card(reply, { ...words, picture: await picture() })).bytes;
      drawn.set(etag, png);
    }
    return reply.type('image/png').send(png);
  }

  for (const locale of LOCALES) {
    // The home page's card: the site's words beside a pattern of its generated art.
    app.get(pathInLocale(SITE_CARD_PATH, locale), { schema: { hide: true } }, (request, reply) =>
      sendCard(request, reply, siteCard(request.i18n).words, SITE_ART, async () =>
        Buffer.from(generateArt('pattern', 'griot')),
      ),
    );

    app.get<{ Params: { kind: string; file: string } }>(
      pathInLocale('/og/:kind/:file', locale),
      { schema: { hide: true } },
      async (request, reply) => {
        const { kind, file } = request.params;
        const slug = /^([a-z0-9-]{1,200})\.png$/.exec(file)?.[1];
        if (!(CATALOG_KINDS as readonly string[]).includes(kind) || !slug) return reply.callNotFound();
        const page = await findItemPage(db, kind as CatalogKind, slug, request.i18n);
        if (!page?.meta.card) return reply.callNotFound();
        if (!page.current) {
          const moved = cardPath(kind as CatalogKind, page.meta.path.split('/').pop()!);
          return reply.redirect(pathInLocale(moved, locale), 301);
        }

        return sendCard(request, reply, page.meta.card.words, page.imageUrl, () =>
          cardPicture(page.imageUrl, app.mediaStore),
        );
      },
    );
  }
}
