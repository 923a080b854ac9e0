// A post's pages of replies, replying, and authors editing or deleting their own reply.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Reply, ReplyBody, ReplyPage } from '@shared/schemas/community';
import { requireUser } from '@server/http/request-user';
import { errorResponses, noContent, noContentResponse } from '@server/http/responses';
import { BODY_LIMIT } from '@server/http/body-limits';
import {
  answeredFromCache,
  cachedAnswer,
  sendSharedAnswer,
  sendToMember,
  sharedAnswerFits,
} from '@server/http/response-cache/shared-answers';
import { addReply } from './commands/add-reply';
import { deleteOwnReply } from './commands/delete-own-reply';
import { editReply } from './commands/edit-reply';
import { REPLY_PAGE } from '../lib/limits';
import { memberWrite, type EditHooks } from '../lib/guards';
import { PostParams, ReplyListQuery, ReplyParams } from '../lib/route-parts';
import { listReplies, likersOf } from './repository';
import { VISITOR, viewerOf } from '../members/viewer';

export const replyRoutes: FastifyPluginAsyncTypebox<{ edits: EditHooks }> = async (app, { edits }) => {
  const { db } = app.database;
  const tags = ['community'];
  app.get(
    '/api/posts/:postId/replies',
    {
      schema: {
        tags,
        summary: "A post's replies, oldest first",
        params: PostParams,
        querystring: ReplyListQuery,
        response: { 200: ReplyPage, ...errorResponses },
      },
      ...answeredFromCache(app.answerCaches.community),
    },
    async (request, reply) => {
      const params = { limit: request.query.limit ?? REPLY_PAGE.default, cursor: request.query.cursor };
      const cache = app.answerCaches.community;
      // Read with the page when it is kept: the members who liked one of its replies (their `liked` differs).
      let likers: string[] = [];
      const visitorsPage = async () => {
        const page = await listReplies(db, request.params.postId, params, VISITOR);
        likers = await likersOf(
          db,
          page.items.flatMap((item) => (item.likeCount > 0 ? [item.id] : [])),
        );
        return page;
      };
      // Only the replies' authors (canEdit on their own replies) and likers (liked) see another page.
      const differ = (page: ReplyPage) => [
        ...page.items.flatMap((item) => (item.authorId ? [item.authorId] : [])),
        ...likers,
      ];
      if (!request.user) return sendSharedAnswer(cache, request, reply, visitorsPage, differ);
      const viewer = await viewerOf(db, request.user);
      const shared = await cachedAnswer(cache, request, reply, visitorsPage, differ);
      if (sharedAnswerFits(shared, viewer.memberId)) return sendToMember(request, reply, shared);
      return listReplies(db, request.params.postId, params, viewer);
    },
  );

  app.post(
    '/api/posts/:postId/replies',
    {
      schema: {
        tags,
        summary: 'Reply to a post (signed in; a locked post answers 409)',
        params: PostParams,
        body: ReplyBody,
        response: { 201: Reply, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.forumText,
      config: { invalidates: ['community'] },
      ...memberWrite(app, 'replies'),
    },
    async (request, reply) =>
      reply.status(201).send(await addReply(db, requireUser(request), request.params.postId, request.body.content)),
  );

  app.patch(
    '/api/replies/:replyId',
    {
      schema: {
        tags,
        summary: 'Edit your own reply (it shows as edited)',
        params: ReplyParams,
        body: ReplyBody,
        response: { 200: Reply, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.forumText,
      config: { invalidates: ['community'] },
      ...edits,
    },
    async (request) => editReply(db, await viewerOf(db, request.user), request.params.replyId, request.body.content),
  );

  app.delete(
    '/api/replies/:replyId',
    {
      schema: {
        tags,
        summary: 'Delete your own reply: it keeps its place as "Deleted by its author"',
        params: ReplyParams,
        response: { ...noContentResponse, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: ['community'] },
      ...edits,
    },
    async (request, reply) =>
      noContent(reply, deleteOwnReply(db, await viewerOf(db, request.user), request.params.replyId)),
  );
};
