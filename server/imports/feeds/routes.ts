// The admin's list of story feeds (add, list, remove) and the import that reads them. Admin only: the
// routes are registered in the admin scope (server/app.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, count, eq } from 'drizzle-orm';
import { IdParams } from '@shared/schemas/admin-catalog';
import { ImportResult } from '@shared/schemas/imports';
import { FEED_URL_MESSAGE, StoryFeed, StoryFeedInput, StoryFeedList } from '@shared/schemas/story-feeds';
import { storyFeeds } from '@server/db/schema';
import { isUniqueViolation } from '@server/db/unique-violation';
import { conflict, notFound, validationFailed } from '@server/errors';
import { BODY_LIMIT } from '@server/http/body-limits';
import { errorResponses, noContentResponse } from '@server/http/responses';
import { importFromFeeds } from './import-feeds';

/** The address as a URL reads it back (`HTTPS://Example.com` → `https://example.com/`), or a 400. */
function feedAddress(text: string): string {
  try {
    const url = new URL(text.trim());
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
  } catch {
    // Not a URL at all: refused below like any other address that is not http(s).
  }
  throw validationFailed(FEED_URL_MESSAGE);
}

/** An import reads every feed: a bounded list keeps it within a request's time. */
export const MAX_FEEDS = 50;

const present = (row: typeof storyFeeds.$inferSelect): StoryFeed => ({
  id: row.id,
  name: row.name,
  url: row.url,
  lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
  lastError: row.lastError,
});

export const storyFeedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['admin'];

  app.get(
    '/api/admin/story-feeds',
    {
      schema: {
        tags,
        summary: 'The feeds the story import reads',
        response: { 200: StoryFeedList, ...errorResponses },
      },
    },
    async () => ({
      items: (await db.select().from(storyFeeds).orderBy(asc(storyFeeds.createdAt), asc(storyFeeds.id))).map(present),
    }),
  );

  app.post(
    '/api/admin/story-feeds',
    {
      schema: {
        tags,
        summary: 'Add an RSS or Atom feed (fetched only from public addresses when imported)',
        body: StoryFeedInput,
        response: { 201: StoryFeed, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.storyFeed,
      // The list of feeds is no public answer: no cache to drop.
      config: { invalidates: [] },
    },
    async (request, reply) => {
      const values = { name: request.body.name.trim(), url: feedAddress(request.body.url) };
      const [listed] = await db.select({ n: count() }).from(storyFeeds);
      if ((listed?.n ?? 0) >= MAX_FEEDS)
        throw conflict(
          {
            .../*i18n*/ { id: 'imports.feeds.too-many', message: 'At most {max} feeds can be listed.' },
            values: { max: MAX_FEEDS },
          },
          'TOO_MANY_FEEDS',
        );
      try {
        const [row] = await db.insert(storyFeeds).values(values).returning();
        return reply.status(201).send(present(row!));
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(/*i18n*/ { id: 'imports.feeds.already-listed', message: 'That feed is already listed.' });
        throw error;
      }
    },
  );

  app.delete(
    '/api/admin/story-feeds/:id',
    {
      schema: {
        tags,
        summary: 'Remove a feed (its stories stay)',
        params: IdParams,
        response: { ...noContentResponse, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    async (request, reply) => {
      const deleted = await db.delete(storyFeeds).where(eq(storyFeeds.id, request.params.id)).returning();
      if (deleted.length === 0) throw notFound(/*i18n*/ { id: 'imports.feeds.not-found', message: 'Feed not found.' });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/imports/feeds',
    {
      schema: {
        tags,
        summary: 'Import the new stories of every listed feed',
        response: { 200: ImportResult, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: ['catalog'] },
    },
    (request) => importFromFeeds({ db, settings: app.config.imports, log: request.log, i18n: request.i18n }),
  );
};
