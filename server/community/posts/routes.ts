// A post, its pages of replies, replying, and authors editing their own post or reply.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NewPostBody, Post, Reply, ReplyBody, ReplyPage } from '@shared/schemas/community';
import { requireUser } from '@server/auth/sessions/hooks';
import { errorResponses } from '@server/http/error-responses';
import { addReply } from '../commands/add-reply';
import { editPost } from '../commands/edit-post';
import { editReply } from '../commands/edit-reply';
import { REPLY_PAGE } from '../limits';
import { memberWrite, signedIn } from '../guards';
import { postRules, replyRules } from '../input-rules';
import { PostParams, ReplyListQuery, ReplyParams } from '../route-parts';
import { getPost } from './repository';
import { listReplies } from '../replies/repository';
import { VISITOR, viewerOf } from '../viewer';
import { answeredFromCache, cachedAnswer, sendPublicList } from '@server/catalog/catalog-cache';
import { sharedAnswerFits, sendToMember } from '../visitor-cache';

export const postRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['community'];

  app.get(
    '/api/posts/:postId',
    { schema: { tags, summary: 'One post with its forum and what the viewer may do with it', params: PostParams, response: { 200: Post, ...errorResponses } } },
    async (request) => getPost(db, request.params.postId, await viewerOf(db, request.user)),
  );

  app.get(
    '/api/posts/:postId/replies',
    { schema: { tags, summary: "A post's replies, oldest first", params: PostParams, querystring: ReplyListQuery, response: { 200: ReplyPage, ...errorResponses } } , ...answeredFromCache(app.communityCache ?? null) },
    async (request, reply) => {
      const params = { limit: request.query.limit ?? REPLY_PAGE.default, cursor: request.query.cursor };
      const cache = app.communityCache ?? null;
      const visitorsPage = () => listReplies(db, request.params.postId, params, VISITOR);
      // Only the replies' authors see another page (canEdit on their own replies).
      const authors = (page: ReplyPage) => page.items.flatMap((item) => (item.authorId ? [item.authorId] : []));
      if (!request.user) return sendPublicList(cache, request, reply, visitorsPage, authors);
      const viewer = await viewerOf(db, request.user);
      const shared = await cachedAnswer(cache, request, reply, visitorsPage, authors);
      if (sharedAnswerFits(shared, viewer.memberId)) return sendToMember(reply, shared);
      return listReplies(db, request.params.postId, params, viewer);
    },
  );

  app.post(
    '/api/posts/:postId/replies',
    {
      schema: { tags, summary: 'Reply to a post (signed in; a locked post answers 409)', params: PostParams, body: ReplyBody, response: { 201: Reply, ...errorResponses } },
      bodyLimit: 64 * 1024,
      ...memberWrite(app, 'replies', replyRules),
    },
    async (request, reply) => reply.status(201).send(await addReply(db, requireUser(request), request.params.postId, request.body.content)),
  );

  app.patch(
    '/api/posts/:postId',
    {
      schema: { tags, summary: 'Edit your own post (omitted tags are kept)', params: PostParams, body: NewPostBody, response: { 200: Post, ...errorResponses } },
      bodyLimit: 64 * 1024,
      onRequest: signedIn,
      preHandler: postRules,
    },
    async (request) => editPost(db, await viewerOf(db, request.user), request.params.postId, request.body),
  );

  app.patch(
    '/api/replies/:replyId',
    {
      schema: { tags, summary: 'Edit your own reply (it shows as edited)', params: ReplyParams, body: ReplyBody, response: { 200: Reply, ...errorResponses } },
      bodyLimit: 64 * 1024,
      onRequest: signedIn,
      preHandler: replyRules,
    },
    async (request) => editReply(db, await viewerOf(db, request.user), request.params.replyId, request.body.content),
  );
};
