// Admin moderation of replies: delete. Registered inside the admin scope (server/http/admin-scope.ts),
// whose hook answers 401/403 to anyone but an admin.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, noContent, noContentResponse } from '@server/http/responses';
import { BODY_LIMIT } from '@server/http/body-limits';
import { ReplyParams } from '../lib/route-parts';
import { deleteReply } from './commands/delete-reply';

export const replyModerationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['admin', 'community'];

  app.delete(
    '/api/admin/replies/:replyId',
    {
      schema: {
        tags,
        summary: "Delete a reply (the post's reply count and last reply follow)",
        params: ReplyParams,
        response: { ...noContentResponse, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: ['community'] },
    },
    (request, reply) => noContent(reply, deleteReply(db, request.params.replyId)),
  );
};
