// Every member's public profile, and the signed-in member's own posts and replies (their profile's lists):
// reads over members, posts and replies, so they sit above all three.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MemberParams, MemberProfile, MemberReplyPage, PostPage } from '@shared/schemas/community';
import { errorResponses } from '@server/http/responses';
import { signedIn } from '../lib/guards';
import { OWN_LIST_PAGE } from '../lib/limits';
import { OwnListQuery } from '../lib/route-parts';
import { viewerOf } from '../members/viewer';
import { listMemberPosts } from '../posts/repository';
import { listMemberReplies } from '../replies/repository';
import { getMemberProfile } from './repository';

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['community'];

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
