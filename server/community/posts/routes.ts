// A post, and its author editing or deleting it (an admin's deletion is admin-routes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NewPostBody, Post } from '@shared/schemas/community';
import { errorResponses, noContent, noContentResponse } from '@server/http/responses';
import { BODY_LIMIT } from '@server/http/body-limits';
import { deleteOwnPost } from './commands/delete-own-post';
import { editPost } from './commands/edit-post';
import type { EditHooks } from '../lib/guards';
import { PostParams } from '../lib/route-parts';
import { getPost } from './repository';
import { viewerOf } from '../members/viewer';

export const postRoutes: FastifyPluginAsyncTypebox<{ edits: EditHooks }> = async (app, { edits }) => {
  const { db } = app.database;
  const tags = ['community'];
  app.get(
    '/api/posts/:postId',
    {
      schema: {
        tags,
        summary: 'One post with its forum and what the viewer may do with it',
        params: PostParams,
        response: { 200: Post, ...errorResponses },
      },
    },
    async (request) => getPost(db, request.params.postId, await viewerOf(db, request.user)),
  );

  app.patch(
    '/api/posts/:postId',
    {
      schema: {
        tags,
        summary: 'Edit your own post (omitted tags are kept)',
        params: PostParams,
        body: NewPostBody,
        response: { 200: Post, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.forumText,
      config: { invalidates: ['community'] },
      ...edits,
    },
    async (request) => editPost(db, await viewerOf(db, request.user), request.params.postId, request.body),
  );

  app.delete(
    '/api/posts/:postId',
    {
      schema: {
        tags,
        summary: 'Delete your own post: it shows "Deleted by its author" and its replies stay',
        params: PostParams,
        response: { ...noContentResponse, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: ['community'] },
      // A deletion counts as an edit against the member's hourly budget.
      ...edits,
    },
    async (request, reply) =>
      noContent(reply, deleteOwnPost(db, await viewerOf(db, request.user), request.params.postId)),
  );
};
