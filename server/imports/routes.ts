// Imports of artists, news stories and generated events (admin only: registered in the admin scope).
// Third-party calls and keys stay on the server; the browser only sees the result.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ArtistImportBody, EventImportBody, ImportResult, StoryImportBody } from '@shared/schemas/imports';
import { errorResponses } from '@server/http/responses';
import { importArtists } from './artists/import-artists';
import type { ImportContext } from './lib/import-context';
import { importEvents } from './events/import-events';
import { importStories } from './stories/import-stories';
import { BODY_LIMIT } from '@server/http/body-limits';

export const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['admin'];
  const response = { 200: ImportResult, ...errorResponses };
  // Read per request, so the settings are always those the app was built with.
  const context = ({ log, i18n }: FastifyRequest): ImportContext => ({
    db: app.database.db,
    settings: app.config.imports,
    log,
    i18n,
  });

  app.post(
    '/api/admin/imports/artists',
    {
      schema: {
        tags,
        summary: 'Import 10 artists of a location from MusicBrainz (sample artists when it is unavailable)',
        body: ArtistImportBody,
        response,
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: ['catalog'] },
    },
    (request) => importArtists(context(request), request.body.location),
  );

  app.post(
    '/api/admin/imports/stories',
    {
      schema: {
        tags,
        summary: 'Import 10 top headlines from the News API (sample stories when it cannot be used)',
        body: StoryImportBody,
        response,
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: ['catalog'] },
    },
    (request) => importStories(context(request), request.body),
  );

  app.post(
    '/api/admin/imports/events',
    {
      schema: {
        tags,
        summary: 'Generate 10 weekly events for a location, starting a week from today',
        body: EventImportBody,
        response,
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: ['catalog'] },
    },
    (request) => importEvents(context(request), request.body.location),
  );
};
