// GET /api/search: one box over music, events, artists, stories and the forum (docs/product.md, search).
// The answer is the same for every reader, so it is kept like the public lists' answers, until a write
// that empties the catalogue's or the community's cache (server/http/response-cache/register.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SearchPage, SearchQuery } from '@shared/schemas/search';
import { errorResponses } from '@server/http/responses';
import { answeredFromCache, NotModified, sendSharedAnswer } from '@server/http/response-cache/shared-answers';
import { search } from './search';

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const cache = app.answerCaches.search;
  app.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Products, events, artists, stories, posts and replies matching the words, best first',
        querystring: SearchQuery,
        response: { 200: SearchPage, 304: NotModified, ...errorResponses },
      },
      ...answeredFromCache(cache),
    },
    async (request, reply) => {
      await sendSharedAnswer(cache, request, reply, () => search(db, request.query));
    },
  );
};
