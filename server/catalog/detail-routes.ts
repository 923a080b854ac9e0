// One product, event, artist or story by its slug, for its page. An old slug (the item was renamed) answers
// with the item, whose `slug` tells the page its new address. Answers are shared and kept like the lists'
// until a catalogue write (server/http/response-cache).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type, { type TSchema } from 'typebox';
import { ArtistDetail, EventDetail, ProductDetail, SlugParams, StoryDetail } from '@shared/schemas/catalog';
import type { Db } from '@server/db/database';
import { notFound } from '@server/errors';
import { errorResponses } from '@server/http/responses';
import { answeredFromCache, NotModified, sendSharedAnswer } from '@server/http/response-cache/shared-answers';
import { findArtistBySlug } from './artists/repository';
import { findEventBySlug } from './events/repository';
import { eventCalendarFile } from './events/calendar-file';
import { findProductBySlug } from './products/repository';
import type { SlugLookup } from '@server/db/slugs/slug-lookup';
import { findStoryBySlug } from './stories/repository';
import type { MessageDescriptor } from '@lingui/core';
import { NOT_FOUND } from './lib/messages';

interface DetailRoute {
  path: string;
  summary: string;
  item: TSchema;
  find: (db: Db, slug: string) => Promise<SlugLookup<unknown>>;
  notFoundMessage: MessageDescriptor;
}

const detailRoutes: DetailRoute[] = [
  {
    path: '/api/products/:slug',
    summary: 'One product, for its page',
    item: ProductDetail,
    find: findProductBySlug,
    notFoundMessage: NOT_FOUND.product,
  },
  {
    path: '/api/events/:slug',
    summary: 'One event (past ones too), for its page',
    item: EventDetail,
    find: findEventBySlug,
    notFoundMessage: NOT_FOUND.event,
  },
  {
    path: '/api/artists/:slug',
    summary: 'One artist with their products, upcoming events and stories, for their page',
    item: ArtistDetail,
    find: findArtistBySlug,
    notFoundMessage: NOT_FOUND.artist,
  },
  {
    path: '/api/stories/:slug',
    summary: 'One story with its body as safe HTML, for its page',
    item: StoryDetail,
    find: findStoryBySlug,
    notFoundMessage: NOT_FOUND.story,
  },
];

export const catalogDetailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const cache = app.answerCaches.catalog;
  const cached = answeredFromCache(cache);

  for (const route of detailRoutes) {
    app.get(
      route.path,
      {
        schema: {
          tags: ['catalog'],
          summary: route.summary,
          params: SlugParams,
          response: { 200: route.item, 304: NotModified, ...errorResponses },
        },
        ...cached,
      },
      async (request, reply) => {
        await sendSharedAnswer(cache, request, reply, async () => {
          const found = await route.find(db, request.params.slug);
          if (!found) throw notFound(route.notFoundMessage);
          return found.item;
        });
      },
    );
  }

  app.get(
    '/api/events/:slug/calendar.ics',
    {
      schema: {
        tags: ['catalog'],
        summary: "One event as an iCalendar file, for the page's Add to calendar",
        params: SlugParams,
        produces: ['text/calendar'],
        response: { 200: Type.String({ description: 'An iCalendar file (text/calendar)' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const found = await findEventBySlug(db, request.params.slug);
      if (!found) throw notFound(NOT_FOUND.event);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${found.item.slug}.ics"`)
        .send(eventCalendarFile(found.item, app.config.publicUrl));
    },
  );
};
