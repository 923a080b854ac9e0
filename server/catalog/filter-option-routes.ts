// The values each public list's filters can take, for the filter bars. Shared and kept like the lists'
// answers until a catalogue write (server/http/response-cache).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { CatalogListName } from '@shared/domain';
import {
  ArtistFilterOptions,
  EventFilterOptions,
  ProductFilterOptions,
  StoryFilterOptions,
} from '@shared/schemas/catalog-filters';
import type { Db } from '@server/db/database';
import { errorResponses } from '@server/http/responses';
import { answeredFromCache, NotModified, sendSharedAnswer } from '@server/http/response-cache/shared-answers';
import { artistFilterOptions, eventFilterOptions, productFilterOptions, storyFilterOptions } from './filter-options';

const optionRoutes: Record<CatalogListName, { summary: string; answer: TSchema; read: (db: Db) => Promise<unknown> }> =
  {
    products: {
      summary: "The products' categories, artists and price range, for the music filters",
      answer: ProductFilterOptions,
      read: productFilterOptions,
    },
    events: {
      summary: "The events' cities, for the events filters",
      answer: EventFilterOptions,
      read: eventFilterOptions,
    },
    artists: {
      summary: "The artists' genres and locations, for the artists filters",
      answer: ArtistFilterOptions,
      read: artistFilterOptions,
    },
    stories: {
      summary: "The stories' categories and sources, for the stories filters",
      answer: StoryFilterOptions,
      read: storyFilterOptions,
    },
  };

export const filterOptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const cache = app.answerCaches.catalog;
  const cached = answeredFromCache(cache);

  for (const [list, route] of Object.entries(optionRoutes)) {
    app.get(
      `/api/filter-options/${list}`,
      {
        schema: {
          tags: ['catalog'],
          summary: route.summary,
          response: { 200: route.answer, 304: NotModified, ...errorResponses },
        },
        ...cached,
      },
      async (request, reply) => {
        await sendSharedAnswer(cache, request, reply, () => route.read(db));
      },
    );
  }
};
