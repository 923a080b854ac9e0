// GET /api/search: one box over music, events, artists, stories and the forum (docs/product.md, search).
// The answer is the same for every reader, so it is kept like the public lists' answers, until a write
// that empties the catalogue's or the community's cache (server/http/response-cache/register.ts). Words
// no one asked a moment ago cost a query each, so those are limited per client address.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SearchPage, SearchQuery } from '@shared/schemas/search';
import { requestLimits } from '@server/http/request-limits';
import { errorResponses } from '@server/http/responses';
import { answeredFromCache, NotModified, sendSharedAnswer } from '@server/http/response-cache/shared-answers';
import { search, SEARCH_LIMITED } from './search';

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const cache = app.answerCaches.search;
  // Counted only for requests the kept answers did not serve (answeredFromCache runs first).
  const limits = requestLimits(
    app,
    'search',
    [{ max: app.config.searchLimits.perMinute, windowMs: 60_000 }],
    SEARCH_LIMITED,
  );
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
      preHandler: limits,
    },
    async (request, reply) => {
      await sendSharedAnswer(cache, request, reply, () => search(db, request.query));
    },
  );
};
