// Every address of the app answers with its HTML (the client routes from the path): the screens with a
// title of their own, an item's page with its preview tags and structured data (404 when no item has that
// slug, 301 to the new address when it was renamed), and any other address outside the API and files with
// the app's not-found screen and a 404.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { CATALOG_KINDS, type CatalogKind } from '@shared/constants';
import { etagOf, type CachedAnswer } from '@server/http/response-cache/shared-answer-cache';
import { cacheKeyOf, sendShared } from '@server/http/response-cache/shared-answers';
import { loadAppPage, type AppPage, type FirstScreen } from './app-page';
import { findMemberByHandle, presentPublicMember } from '@server/community/profiles/repository';
import { firstScreenOf, lookupRoute, notFoundTitle, SCREEN_PAGES, screenHead } from './route-pages';
import { eventsFeed, storiesFeed } from './feeds';
import { headTags } from './head-tags';
import { registerLanguageRedirect } from './language-redirect';
import { findItemPage } from './item-pages';
import { kindSitemap, robotsTxt, screensSitemap, sitemapIndex } from './site-map';
import {
  memberMeta,
  metaInLocale,
  screenMeta,
  siteCard,
  SITE_DESCRIPTION,
  threadMeta,
  type PageMeta,
} from './page-meta';
import { findPostView } from '@server/community/posts/repository';
import { threadSlug } from '@server/db/slugs/thread-address';
import { threadIdOf, threadParam, threadPath } from '@shared/thread-address';
import { routePattern } from '@shared/routes';
import { localeOfPath, pathInLocale } from '@shared/locale-address';
import { LOCALES, type Locale } from '@shared/locales';

/**
 * The pages and the files for readers and crawlers are no operations of the API: the OpenAPI document
 * (/api/docs) leaves them out, as it does the preview cards (preview-image.ts).
 */
const NOT_API = { schema: { hide: true } };

/** Paths the app never serves as a page: the API and files keep their own 404. */
const NOT_PAGES = /^\/(?:api|uploads|media|assets|feeds|sitemaps)(?:\/|$)|\.[a-z0-9]+$/i;
const HTML = 'text/html; charset=utf-8';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Screen pages kept built: the busiest addresses (home, the lists, shared threads) out of any number. */
const KEPT_SCREEN_PAGES = 500;

/** A page's pattern in every language: English's as it is, the others' under their prefix (`/fr/music`). */
const inEveryLanguage = (pattern: string) => LOCALES.map((locale) => pathInLocale(pattern, locale));

/** The page's path (without its query) and its language. */
const pageAddress = (request: FastifyRequest): { path: string; locale: Locale } => {
  const path = request.url.split('?')[0]!;
  return { path, locale: localeOfPath(path) };
};

/** A page's bytes with their tag, sent as kept answers are: compressed when accepted, a 304 when unchanged. */
const pageAnswer = (html: string): CachedAnswer => {
  const body = Buffer.from(html, 'utf8');
  return { body, etag: etagOf(body) };
};

export function registerAppPages(app: FastifyInstance, clientDir: string): void {
  registerLanguageRedirect(app);
  const page: AppPage = loadAppPage(clientDir);
  const { publicUrl } = app.config;
  const { db } = app.database;

  const html = (meta: PageMeta, locale: Locale, screen?: FirstScreen, notFound = false) =>
    page(headTags(meta, { publicUrl, notFound, locale, i18n: app.i18n.of(locale) }), screen, locale);
  /** An item's, a member's or a thread's head, made at its English address, at the page's own. */
  const localized = metaInLocale;

  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) => {
    const { path, locale } = pageAddress(request);
    return reply
      .status(404)
      .header('cache-control', 'no-cache')
      .type(HTML)
      .send(
        html(screenMeta(path, notFoundTitle(request.i18n), request.i18n._(SITE_DESCRIPTION)), locale, undefined, true),
      );
  };

  // A screen's page depends on its address alone (its head, its chunk, its data's addresses), never on
  // the data: built once per address and kept, so its compressed bytes are made once too.
  const screenPages = new LRUCache<string, CachedAnswer>({ max: KEPT_SCREEN_PAGES });
  for (const screen of SCREEN_PAGES) {
    for (const pattern of inEveryLanguage(screen.pattern)) {
      app.get<{ Params: Record<string, string> }>(pattern, NOT_API, (request, reply) => {
        // The address asked for (a forum's, an admin screen's) is the page's own, without its query.
        const { path, locale } = pageAddress(request);
        let answer = screenPages.get(path);
        if (!answer) {
          const first = firstScreenOf(screen.id, request.params);
          const card = screen.id === 'home' ? siteCard(request.i18n) : null;
          const { title, description = request.i18n._(SITE_DESCRIPTION) } = screenHead(request.i18n, screen);
          answer = pageAnswer(html(metaInLocale(screenMeta(path, title, description, card), locale), locale, first));
          screenPages.set(path, answer);
        }
        return sendShared(request, reply, answer, HTML);
      });
    }
  }

  // An item's page is the same for every visitor until a catalogue write: kept with the API's answers
  // (server/http/response-cache), so a shared link's crowd costs no query (docs/performance.md).
  const cache = app.answerCaches.catalog;
  for (const kind of CATALOG_KINDS) {
    const id = lookupRoute(kind);
    for (const pattern of inEveryLanguage(routePattern(id))) {
      app.get<{ Params: { slug: string } }>(pattern, NOT_API, async (request, reply) => {
        const key = cacheKeyOf(request);
        const kept = cache.serve(key);
        if (kept) return sendShared(request, reply, kept, HTML);
        cache.misses += 1;
        const generation = cache.generation;
        const { locale } = pageAddress(request);
        const found = await findItemPage(db, kind, request.params.slug, request.i18n);
        if (!found) return notFoundPage(request, reply);
        // A renamed item: its old address moves for good, so links and search engines follow.
        if (!found.current) return reply.redirect(pathInLocale(found.meta.path, locale), 301);
        const answer = pageAnswer(html(localized(found.meta, locale), locale, firstScreenOf(id, request.params)));
        cache.set(key, answer, generation);
        return sendShared(request, reply, answer, HTML);
      });
    }
  }

  // A member's profile: one index probe, so answered fresh (a new name or bio shows at once).
  const memberRoute = lookupRoute('member');
  for (const pattern of inEveryLanguage(routePattern(memberRoute))) {
    app.get<{ Params: { handle: string } }>(pattern, NOT_API, async (request, reply) => {
      const handle = request.params.handle;
      const member = /^[A-Za-z0-9_]{1,100}$/.test(handle) ? await findMemberByHandle(db, handle) : null;
      if (!member) return notFoundPage(request, reply);
      const { locale } = pageAddress(request);
      const first = firstScreenOf(memberRoute, request.params);
      const meta = localized(memberMeta(presentPublicMember(member), request.i18n), locale);
      return sendShared(request, reply, pageAnswer(html(meta, locale, first)), HTML);
    });
  }

  // A thread: one probe by its id, answered fresh (a new title shows at once). Its address is its id and
  // its title's slug; any other that names its id (the id alone, an old title's slug) moves there for good.
  const postRoute = lookupRoute('post');
  for (const pattern of inEveryLanguage(routePattern(postRoute))) {
    app.get<{ Params: { postId: string } }>(pattern, NOT_API, async (request, reply) => {
      const param = request.params.postId;
      const id = threadIdOf(param);
      const view = id !== param || UUID.test(param) ? await findPostView(db, id) : null;
      if (!view) return notFoundPage(request, reply);
      const { locale } = pageAddress(request);
      const { post, forumName } = view;
      const slug = threadSlug(post.title);
      if (param !== threadParam(post.id, slug))
        return reply.redirect(pathInLocale(threadPath(post.id, slug), locale), 301);
      const meta = localized(
        threadMeta({ ...post, slug, forumName, createdAt: post.createdAt.toISOString() }, request.i18n),
        locale,
      );
      return sendShared(request, reply, pageAnswer(html(meta, locale, firstScreenOf(postRoute, request.params))), HTML);
    });
  }

  // Anything else a browser asks for is an address the app does not know.
  app.get('/*', NOT_API, (request, reply) => {
    if (NOT_PAGES.test(request.url.split('?')[0]!)) return reply.callNotFound();
    return notFoundPage(request, reply);
  });
}

/** The feeds, the sitemap and robots.txt: built from PUBLIC_URL; readers and crawlers may keep them five minutes. */
export function registerSiteFiles(app: FastifyInstance): void {
  const { publicUrl } = app.config;
  const { db } = app.database;
  const xml = 'application/xml; charset=utf-8';
  const text = (reply: FastifyReply, type: string, body: string) =>
    reply.header('cache-control', 'public, max-age=300').type(type).send(body);

  app.get('/feeds/stories.xml', NOT_API, async (request, reply) =>
    text(reply, 'application/rss+xml; charset=utf-8', await storiesFeed(db, publicUrl, request.i18n)),
  );
  app.get('/feeds/events.xml', NOT_API, async (request, reply) =>
    text(reply, 'application/rss+xml; charset=utf-8', await eventsFeed(db, publicUrl, request.i18n)),
  );
  app.get('/sitemap.xml', NOT_API, async (_request, reply) => text(reply, xml, await sitemapIndex(db, publicUrl)));
  app.get('/sitemaps/screens.xml', NOT_API, (_request, reply) => text(reply, xml, screensSitemap(publicUrl)));
  app.get<{ Params: { file: string } }>('/sitemaps/:file', NOT_API, async (request, reply) => {
    const match = /^(product|event|artist|story)-([1-9]\d{0,5})\.xml$/.exec(request.params.file);
    const body = match && (await kindSitemap(db, publicUrl, match[1] as CatalogKind, Number(match[2])));
    if (!body) return reply.callNotFound();
    return text(reply, xml, body);
  });
  app.get('/robots.txt', NOT_API, (_request, reply) => text(reply, 'text/plain; charset=utf-8', robotsTxt(publicUrl)));
}
