// Following a post or a forum, and unfollowing it, in one click each (docs/product.md §10, Follow). PUT and
// DELETE are idempotent: the answer says the state the member is now in.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FollowState } from '@shared/schemas/community';
import { requireUser } from '@server/http/request-user';
import { errorResponses } from '@server/http/responses';
import { BODY_LIMIT } from '@server/http/body-limits';
import { signedIn } from '../lib/guards';
import { ForumParams, PostParams } from '../lib/route-parts';
import { followForum, followPost, unfollowForum, unfollowPost } from './repository';

export const followRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['community'];
  // A follow changes only what the member is told and the viewer's own answers, never a shared page.
  const write = { onRequest: signedIn, bodyLimit: BODY_LIMIT.none, config: { invalidates: [] } } as const;
  const answer = { 200: FollowState, ...errorResponses };

  app.put(
    '/api/posts/:postId/follow',
    {
      schema: { tags, summary: 'Follow a post: hear of its new replies', params: PostParams, response: answer },
      ...write,
    },
    async (request) => {
      await followPost(db, requireUser(request).id, request.params.postId);
      return { following: true };
    },
  );
  app.delete(
    '/api/posts/:postId/follow',
    { schema: { tags, summary: 'Stop following a post', params: PostParams, response: answer }, ...write },
    async (request) => {
      await unfollowPost(db, requireUser(request).id, request.params.postId);
      return { following: false };
    },
  );
  app.put(
    '/api/forums/:forumId/follow',
    {
      schema: { tags, summary: 'Follow a forum: hear of its new posts', params: ForumParams, response: answer },
      ...write,
    },
    async (request) => {
      await followForum(db, requireUser(request).id, request.params.forumId);
      return { following: true };
    },
  );
  app.delete(
    '/api/forums/:forumId/follow',
    { schema: { tags, summary: 'Stop following a forum', params: ForumParams, response: answer }, ...write },
    async (request) => {
      await unfollowForum(db, requireUser(request).id, request.params.forumId);
      return { following: false };
    },
  );
};
