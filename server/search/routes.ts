// GET /api/search: one box over music, events, artists, stories and the forum (docs/product.md, search).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SearchPage, SearchQuery } from '@shared/schemas/search';
import { errorResponses } from '@server/http/responses';
import { search } from './search';

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  app.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Products, events, artists, stories, posts and replies matching the words, best first',
        querystring: SearchQuery,
        response: { 200: SearchPage, ...errorResponses },
      },
    },
    async (request) => search(db, request.query),
  );
};
