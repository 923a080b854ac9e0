// Admin moderation of posts: pin, unpin, lock, unlock and delete. Registered inside the admin
// scope (server/http/admin-scope.ts), whose hook answers 401/403 to anyone but an admin.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ModerationBody, Post } from '@shared/schemas/community';
import { errorResponses, noContent, noContentResponse } from '@server/http/responses';
import { BODY_LIMIT } from '@server/http/body-limits';
import { deletePost } from './commands/delete-post';
import { moderatePost } from './commands/moderate-post';
import { PostParams } from '../lib/route-parts';
import { viewerOf } from '../members/viewer';

export const postModerationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['admin', 'community'];

  app.patch(
    '/api/admin/posts/:postId',
    {
      schema: {
        tags,
        summary: 'Pin, unpin, lock or unlock a post',
        params: PostParams,
        body: ModerationBody,
        response: { 200: Post, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: ['community'] },
    },
    async (request) => moderatePost(db, await viewerOf(db, request.user), request.params.postId, request.body),
  );

  app.delete(
    '/api/admin/posts/:postId',
    {
      schema: {
        tags,
        summary: 'Delete a post and its replies (forum and author counters follow)',
        params: PostParams,
        response: { ...noContentResponse, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: ['community'] },
    },
    (request, reply) => noContent(reply, deletePost(db, request.params.postId)),
  );
};
