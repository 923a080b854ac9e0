// Liking a post or a reply, and taking the like back, in one click each (docs/product.md §10, Likes). PUT
// and DELETE are idempotent: the answer is the state the member is now in, with the count.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LikeState } from '@shared/schemas/community';
import { requireUser } from '@server/http/request-user';
import { errorResponses } from '@server/http/responses';
import { BODY_LIMIT } from '@server/http/body-limits';
import { memberLike } from '../lib/guards';
import { PostParams, ReplyParams } from '../lib/route-parts';
import { like, unlike } from './commands/set-like';

export const likeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['community'];
  // A like changes the counts on the visitors' kept post and reply pages: they are emptied, as by a reply.
  const write = { ...memberLike(app), bodyLimit: BODY_LIMIT.none, config: { invalidates: ['community'] } } as const;
  const answer = { 200: LikeState, ...errorResponses };

  app.put(
    '/api/posts/:postId/like',
    {
      schema: {
        tags,
        summary: "Like a post (not one's own; its author hears of it)",
        params: PostParams,
        response: answer,
      },
      ...write,
    },
    async (request) => like(db, requireUser(request), { kind: 'post', id: request.params.postId }),
  );
  app.delete(
    '/api/posts/:postId/like',
    { schema: { tags, summary: 'Take back your like of a post', params: PostParams, response: answer }, ...write },
    async (request) => unlike(db, requireUser(request), { kind: 'post', id: request.params.postId }),
  );
  app.put(
    '/api/replies/:replyId/like',
    {
      schema: {
        tags,
        summary: "Like a reply (not one's own; its author hears of it)",
        params: ReplyParams,
        response: answer,
      },
      ...write,
    },
    async (request) => like(db, requireUser(request), { kind: 'reply', id: request.params.replyId }),
  );
  app.delete(
    '/api/replies/:replyId/like',
    { schema: { tags, summary: 'Take back your like of a reply', params: ReplyParams, response: answer }, ...write },
    async (request) => unlike(db, requireUser(request), { kind: 'reply', id: request.params.replyId }),
  );
};
