// Unread markers: the member opening a thread (which answers what was new and marks it read), and the marks
// of the threads a list shows. Both are the member's own, asked apart from the forum's pages, which stay the
// same kept answers for everyone (docs/architecture.md, Caching).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ThreadRead, UnreadMarks } from '@shared/schemas/community';
import { requireUser } from '@server/http/request-user';
import { errorResponses } from '@server/http/responses';
import { BODY_LIMIT } from '@server/http/body-limits';
import { signedIn } from '../lib/guards';
import { PostParams, UnreadQuery } from '../lib/route-parts';
import { viewerOf } from '../members/viewer';
import { openThread, unreadMarks, type Reader } from './repository';

export const readRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['community'];
  const readerOf = async (request: FastifyRequest): Promise<Reader> => {
    const user = requireUser(request);
    return { userId: user.id, memberId: (await viewerOf(db, user)).memberId };
  };

  app.put(
    '/api/posts/:postId/read',
    {
      schema: {
        tags,
        summary: 'Mark a thread read up to its newest reply; answers the first reply new since the last visit',
        params: PostParams,
        response: { 200: ThreadRead, ...errorResponses },
      },
      onRequest: signedIn,
      bodyLimit: BODY_LIMIT.none,
      // Only the member's own marks change, never a shared page.
      config: { invalidates: [] },
    },
    async (request) => openThread(db, await readerOf(request), request.params.postId),
  );

  app.get(
    '/api/community/unread',
    {
      schema: {
        tags,
        summary: 'Which of the given threads are new to the member, and how many replies each has since',
        querystring: UnreadQuery,
        response: { 200: UnreadMarks, ...errorResponses },
      },
      onRequest: signedIn,
    },
    async (request) => {
      const postIds = [...new Set(request.query.posts.split(','))];
      return { items: await unreadMarks(db, await readerOf(request), postIds) };
    },
  );
};
