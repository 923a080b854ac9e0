// The signed-in member's presence and own profile (their public profile and own lists are profiles/).
// The avatar has its own route (media/avatar-routes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HandleQuery, HandleSuggestions, Profile, ProfileBody } from '@shared/schemas/community';
import { requireUser } from '@server/http/request-user';
import { errorResponses, noContent, noContentResponse } from '@server/http/responses';
import { BODY_LIMIT } from '@server/http/body-limits';
import { reportPresence } from './commands/report-presence';
import { saveProfile } from './commands/save-profile';
import { signedIn } from '../lib/guards';
import { handlesStartingWith } from './handle-suggestions';
import { getProfile } from './repository';

export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['community'];

  app.post(
    '/api/me/presence',
    {
      schema: {
        tags,
        summary: 'Say the signed-in member is here (a visible tab calls it about once a minute)',
        response: { ...noContentResponse, ...errorResponses },
      },
      onRequest: signedIn,
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    (request, reply) => noContent(reply, reportPresence(db, requireUser(request))),
  );

  app.get(
    '/api/members/handles',
    {
      schema: {
        tags,
        summary: 'Members whose @handle starts with the prefix (the editors’ autocomplete), at most 8',
        querystring: HandleQuery,
        response: { 200: HandleSuggestions, ...errorResponses },
      },
      onRequest: signedIn,
    },
    async (request) => ({ members: await handlesStartingWith(db, request.query.prefix) }),
  );

  app.get(
    '/api/me/profile',
    {
      schema: {
        tags,
        summary: "The signed-in member's profile, or the default when none is stored (exists: false)",
        response: { 200: Profile, ...errorResponses },
      },
      onRequest: signedIn,
    },
    (request) => getProfile(db, requireUser(request)),
  );

  app.put(
    '/api/me/profile',
    {
      schema: {
        tags,
        summary: "Save the signed-in member's profile (created when missing)",
        body: ProfileBody,
        response: { 200: Profile, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.profile,
      // Author names show on forum and reply pages.
      config: { invalidates: ['community'] },
      onRequest: signedIn,
    },
    (request) => saveProfile(db, requireUser(request), request.body),
  );
};
