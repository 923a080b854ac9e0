// A member reports a post or a reply to the admins (docs/product.md §10). The admins' queue is in
// admin-routes.ts, inside the admin scope.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReportBody, ReportReceipt } from '@shared/schemas/reports';
import { requireUser } from '@server/http/request-user';
import { errorResponses } from '@server/http/responses';
import { BODY_LIMIT } from '@server/http/body-limits';
import { memberReport } from '../lib/guards';
import { PostParams, ReplyParams } from '../lib/route-parts';
import { viewerOf } from '../members/viewer';
import { fileReport, type ReportTarget } from './file-report';

export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['community'];
  const hooks = memberReport(app);
  const responses = { 201: ReportReceipt, 200: ReportReceipt, ...errorResponses };
  const file = async (request: Parameters<typeof requireUser>[0], target: ReportTarget, body: ReportBody) => {
    const user = requireUser(request);
    return fileReport(db, user.id, await viewerOf(db, user), target, body);
  };

  app.post(
    '/api/posts/:postId/reports',
    {
      schema: {
        tags,
        summary: "Report a post to the admins (201; the member's open report of it again: 200, nothing new)",
        params: PostParams,
        body: ReportBody,
        response: responses,
      },
      bodyLimit: BODY_LIMIT.report,
      // Nothing any reader sees changes: the queue is the admins' and is never cached.
      config: { invalidates: [] },
      ...hooks,
    },
    async (request, reply) => {
      const { created, receipt } = await file(request, { kind: 'post', postId: request.params.postId }, request.body);
      return reply.status(created ? 201 : 200).send(receipt);
    },
  );

  app.post(
    '/api/replies/:replyId/reports',
    {
      schema: {
        tags,
        summary: "Report a reply to the admins (201; the member's open report of it again: 200, nothing new)",
        params: ReplyParams,
        body: ReportBody,
        response: responses,
      },
      bodyLimit: BODY_LIMIT.report,
      config: { invalidates: [] },
      ...hooks,
    },
    async (request, reply) => {
      const { created, receipt } = await file(
        request,
        { kind: 'reply', replyId: request.params.replyId },
        request.body,
      );
      return reply.status(created ? 201 : 200).send(receipt);
    },
  );
};
