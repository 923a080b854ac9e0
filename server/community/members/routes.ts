// The signed-in member's presence, own profile and own posts and replies, and every member's public profile.
// The avatar has its own route (media/avatar-routes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HandleQuery,
  HandleSuggestions,
  MemberParams,
  MemberProfile,
  MemberReplyPage,
  PostPage,
  Profile,
  ProfileBody,
} from '@shared/schemas/community';
import { requireUser } from '@server/http/request-user';
import { errorResponses, noContent, noContentResponse } from '@server/http/responses';
import { BODY_LIMIT } from '@server/http/body-limits';
import { reportPresence } from './commands/report-presence';
import { saveProfile } from './commands/save-profile';
import { signedIn } from '../lib/guards';
import { handlesStartingWith } from './handle-suggestions';
import { getProfile } from './repository';
import { getMemberProfile } from '../profiles/repository';
import { OWN_LIST_PAGE } from '../lib/limits';
import { OwnListQuery } from '../lib/route-parts';
import { listMemberPosts } from '../posts/repository';
import { listMemberReplies } from '../replies/repository';
import { viewerOf } from './viewer';

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

  app.get(
    '/api/profiles/:handle',
    {
      schema: {
        tags,
        summary:
          "A member's public profile by @handle (any case) with their newest posts and replies; never the e-mail",
        params: MemberParams,
        response: { 200: MemberProfile, ...errorResponses },
      },
    },
    (request) => getMemberProfile(db, request.params.handle),
  );

  // The signed-in member's own posts and replies, newest first, in keyset pages (their profile's lists).
  const ownPage = (query: { limit?: number; cursor?: string }) => ({
    limit: query.limit ?? OWN_LIST_PAGE.default,
    cursor: query.cursor,
  });
  app.get(
    '/api/me/posts',
    {
      schema: {
        tags,
        summary: 'My posts, newest first (those I deleted left out)',
        querystring: OwnListQuery,
        response: { 200: PostPage, ...errorResponses },
      },
      onRequest: signedIn,
    },
    async (request) => {
      const { memberId } = await viewerOf(db, request.user);
      return memberId ? listMemberPosts(db, memberId, ownPage(request.query)) : { items: [], nextCursor: null };
    },
  );
  app.get(
    '/api/me/replies',
    {
      schema: {
        tags,
        summary: 'My replies, newest first, with the post each answers (those I deleted left out)',
        querystring: OwnListQuery,
        response: { 200: MemberReplyPage, ...errorResponses },
      },
      onRequest: signedIn,
    },
    async (request) => {
      const { memberId } = await viewerOf(db, request.user);
      return memberId ? listMemberReplies(db, memberId, ownPage(request.query)) : { items: [], nextCursor: null };
    },
  );
};
