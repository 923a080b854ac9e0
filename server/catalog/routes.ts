// Public catalogue: one paginated list per entity, plus the home screen's data in one answer. Every
// answer is HTTP-cacheable (ETag, revalidated on each use) and kept in memory until a write that
// declares the catalogue cache (server/http/response-cache).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HOME_COUNTS } from '@shared/constants';
import { ArtistPage, EventPage, HomeData, ProductPage, StoryPage } from '@shared/schemas/catalog';
import { ListQuery } from '@shared/schemas/common';
import { errorResponses } from '@server/http/responses';
import { answeredFromCache, NotModified, sendSharedAnswer } from '@server/http/response-cache/shared-answers';
import { listArtists } from './artists/repository';
import { listUpcomingEvents } from './events/repository';
import { listParams } from '@server/http/paging/list-params';
import { listProducts } from './products/repository';
import { listStories } from './stories/repository';
import { catalogDetailRoutes } from './detail-routes';

export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const cache = app.answerCaches.catalog;
  const tags = ['catalog'];
  const cached = answeredFromCache(cache);
  await app.register(catalogDetailRoutes);

  app.get(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'Products, newest first',
        querystring: ListQuery,
        response: { 200: ProductPage, 304: NotModified, ...errorResponses },
      },
      ...cached,
    },
    async (request, reply) => {
      await sendSharedAnswer(cache, request, reply, () => listProducts(db, listParams(request.query)));
    },
  );

  app.get(
    '/api/events',
    {
      schema: {
        tags,
        summary: 'Events from today on, soonest first',
        querystring: ListQuery,
        response: { 200: EventPage, 304: NotModified, ...errorResponses },
      },
      ...cached,
    },
    async (request, reply) => {
      await sendSharedAnswer(cache, request, reply, () => listUpcomingEvents(db, listParams(request.query)));
    },
  );

  app.get(
    '/api/artists',
    {
      schema: {
        tags,
        summary: 'Artists, alphabetical',
        querystring: ListQuery,
        response: { 200: ArtistPage, 304: NotModified, ...errorResponses },
      },
      ...cached,
    },
    async (request, reply) => {
      await sendSharedAnswer(cache, request, reply, () => listArtists(db, listParams(request.query)));
    },
  );

  app.get(
    '/api/stories',
    {
      schema: {
        tags,
        summary: 'Stories, newest first',
        querystring: ListQuery,
        response: { 200: StoryPage, 304: NotModified, ...errorResponses },
      },
      ...cached,
    },
    async (request, reply) => {
      await sendSharedAnswer(cache, request, reply, () => listStories(db, listParams(request.query)));
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
          listUpcomingEvents(db, { limit: HOME_COUNTS.events }),
          listArtists(db, { limit: HOME_COUNTS.artists }),
        ]);
        return { products: products.items, events: events.items, artists: artists.items };
      });
    },
  );
};
