// Public catalogue: one paginated list per entity, each with its filters (docs/product.md §3) and the values
// they can take (filter-option-routes.ts), plus the home screen's data in one answer. Every
// answer is HTTP-cacheable (ETag, revalidated on each use) and kept in memory until a write that
// declares the catalogue cache (server/http/response-cache).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HOME_COUNTS } from '@shared/constants';
import { ArtistPage, EventPage, HomeData, ProductPage, StoryPage } from '@shared/schemas/catalog';
import { ArtistListQuery, EventListQuery, ProductListQuery, StoryListQuery } from '@shared/schemas/catalog-filters';
import { errorResponses } from '@server/http/responses';
import { answeredFromCache, NotModified, sendSharedAnswer } from '@server/http/response-cache/shared-answers';
import { listArtists } from './artists/repository';
import { listEvents } from './events/repository';
import { listParams } from '@server/http/paging/list-params';
import { listProducts } from './products/repository';
import { listStories } from './stories/repository';
import { catalogDetailRoutes } from './detail-routes';
import { filterOptionRoutes } from './filter-option-routes';
import { artistFilters, eventFilters, productFilters, storyFilters } from './lib/list-filters';

export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const cache = app.answerCaches.catalog;
  const tags = ['catalog'];
  const cached = answeredFromCache(cache);
  await app.register(catalogDetailRoutes);
  await app.register(filterOptionRoutes);

  app.get(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'Products, newest first, optionally by category, artist, price range and stock',
        querystring: ProductListQuery,
        response: { 200: ProductPage, 304: NotModified, ...errorResponses },
      },
      ...cached,
    },
    async (request, reply) => {
      await sendSharedAnswer(cache, request, reply, () =>
        listProducts(db, listParams(request.query), productFilters(request.query)),
      );
    },
  );

  app.get(
    '/api/events',
    {
      schema: {
        tags,
        summary: 'Events from today on, soonest first, or past ones, most recent first; optionally in one city',
        querystring: EventListQuery,
        response: { 200: EventPage, 304: NotModified, ...errorResponses },
      },
      ...cached,
    },
    async (request, reply) => {
      await sendSharedAnswer(cache, request, reply, () =>
        listEvents(db, listParams(request.query), eventFilters(request.query)),
      );
    },
  );

  app.get(
    '/api/artists',
    {
      schema: {
        tags,
        summary: 'Artists, alphabetical, optionally by genre and location',
        querystring: ArtistListQuery,
        response: { 200: ArtistPage, 304: NotModified, ...errorResponses },
      },
      ...cached,
    },
    async (request, reply) => {
      await sendSharedAnswer(cache, request, reply, () =>
        listArtists(db, listParams(request.query), artistFilters(request.query)),
      );
    },
  );

  app.get(
    '/api/stories',
    {
      schema: {
        tags,
        summary: 'Stories, newest first, optionally by category and source',
        querystring: StoryListQuery,
        response: { 200: StoryPage, 304: NotModified, ...errorResponses },
      },
      ...cached,
    },
    async (request, reply) => {
      await sendSharedAnswer(cache, request, reply, () =>
        listStories(db, listParams(request.query), storyFilters(request.query)),
      );
    },
  );

  app.get(
    '/api/home',
    {
      schema: {
        tags,
        summary: 'Latest products, upcoming events and spotlight artists for the home screen',
        response: { 200: HomeData, 304: NotModified, ...errorResponses },
      },
      ...cached,
    },
    async (request, reply) => {
      await sendSharedAnswer(cache, request, reply, async () => {
        const [products, events, artists] = await Promise.all([
          listProducts(db, { limit: HOME_COUNTS.products }),
          listEvents(db, { limit: HOME_COUNTS.events }),
          listArtists(db, { limit: HOME_COUNTS.artists }),
        ]);
        return { products: products.items, events: events.items, artists: artists.items };
      });
    },
  );
};
