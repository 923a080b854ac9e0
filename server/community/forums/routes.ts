// The hub, a forum, its pages of posts, and writing a new post.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommunityHub, ForumView, NewPostBody, Post, PostPage } from '@shared/schemas/community';
import { requireUser } from '@server/http/request-user';
import { errorResponses } from '@server/http/responses';
import {
  answeredFromCache,
  cachedAnswer,
  sendSharedAnswer,
  sendToMember,
} from '@server/http/response-cache/shared-answers';
import { BODY_LIMIT } from '@server/http/body-limits';
import { createPost } from '../posts/commands/create-post';
import { POST_PAGE } from '../lib/limits';
import { getForum } from './repository';
import { memberWrite } from '../lib/guards';
import { loadHub } from './hub-query';
import { ForumParams, PostListQuery } from '../lib/route-parts';
import { listForumPosts } from '../posts/repository';

export const forumRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['community'];

  app.get(
    '/api/community',
    {
      schema: {
        tags,
        summary: 'The forum hub: every forum, the 5 newest discussions and up to 10 members online',
        response: { 200: CommunityHub, ...errorResponses },
      },
    },
    () => loadHub(db),
  );

  app.get(
    '/api/forums/:forumId',
    {
      schema: {
        tags,
        summary: 'One forum with its post count, last post and whether the viewer follows it',
        params: ForumParams,
        response: { 200: ForumView, ...errorResponses },
      },
    },
    (request) => getForum(db, request.params.forumId, request.user?.id ?? null),
  );

  app.get(
    '/api/forums/:forumId/posts',
    {
      schema: {
        tags,
        summary: "A forum's posts, pinned first, then newest first",
        params: ForumParams,
        querystring: PostListQuery,
        response: { 200: PostPage, ...errorResponses },
      },
      ...answeredFromCache(app.answerCaches.community),
    },
    async (request, reply) => {
      const load = () =>
        listForumPosts(db, request.params.forumId, {
          limit: request.query.limit ?? POST_PAGE.default,
          cursor: request.query.cursor,
        });
      const cache = app.answerCaches.community;
      // A forum page is the same for every reader.
      if (request.user) await sendToMember(request, reply, await cachedAnswer(cache, request, reply, load));
      else await sendSharedAnswer(cache, request, reply, load);
    },
  );

  app.post(
    '/api/forums/:forumId/posts',
    {
      schema: {
        tags,
        summary: 'Start a discussion (signed in; tags are comma-separated text)',
        params: ForumParams,
        body: NewPostBody,
        response: { 201: Post, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.forumText,
      config: { invalidates: ['community'] },
      ...memberWrite(app, 'posts'),
    },
    async (request, reply) =>
      reply.status(201).send(await createPost(db, requireUser(request), request.params.forumId, request.body)),
  );
};
