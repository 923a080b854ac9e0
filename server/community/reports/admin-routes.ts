// The admins' queue of reports and what they do about one: dismiss it, delete the words, or suspend
// their author; and the members suspended now, whose suspension an admin lifts. Every route sits in the
// admin scope (server/http/admin-scope.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@shared/schemas/admin-catalog';
import {
  AdminReportPage,
  AdminReportQuery,
  ReportOutcome,
  SuspendBody,
  SuspensionPage,
  UserIdParams,
} from '@shared/schemas/reports';
import { BODY_LIMIT } from '@server/http/body-limits';
import { requireUser } from '@server/http/request-user';
import { errorResponses, noContent, noContentResponse } from '@server/http/responses';
import { actOnReport, type ReportAction } from './act-on-report';
import { countOpenReports, listOpenReports } from './queue';
import { listSuspensions } from './suspensions';
import { liftSuspension } from '../members/commands/lift-suspension';

export const adminReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['admin', 'community'];
  const act = (request: Parameters<typeof requireUser>[0], id: string, action: ReportAction) =>
    actOnReport(db, { adminId: requireUser(request).id, publicUrl: app.config.publicUrl }, id, action);

  app.get(
    '/api/admin/reports',
    {
      schema: {
        tags,
        summary: 'Open reports, oldest first, each with the reported words and how many report them',
        querystring: AdminReportQuery,
        response: { 200: AdminReportPage, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const [page, openCount] = await Promise.all([
        listOpenReports(db, { limit: request.query.limit ?? 20, cursor: request.query.cursor }),
        countOpenReports(db),
      ]);
      return { ...page, openCount };
    },
  );

  const outcome = { response: { 200: ReportOutcome, ...errorResponses } };

  app.post(
    '/api/admin/reports/:id/dismiss',
    {
      schema: {
        tags,
        summary: 'Dismiss a report, and every open report of the same words (409 once dealt with)',
        params: IdParams,
        ...outcome,
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    (request) => act(request, request.params.id, { kind: 'dismiss' }),
  );

  app.post(
    '/api/admin/reports/:id/delete',
    {
      schema: {
        tags,
        summary: 'Delete the reported post or reply (as moderation does), closing its open reports',
        params: IdParams,
        ...outcome,
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: ['community'] },
    },
    (request) => act(request, request.params.id, { kind: 'delete' }),
  );

  app.post(
    '/api/admin/reports/:id/suspend',
    {
      schema: {
        tags,
        summary: "Suspend the reported words' author for a time or for good, closing the open reports of them",
        params: IdParams,
        body: SuspendBody,
        ...outcome,
      },
      bodyLimit: BODY_LIMIT.report,
      config: { invalidates: [] },
    },
    (request) => act(request, request.params.id, { kind: 'suspend', ...request.body }),
  );

  app.get(
    '/api/admin/suspensions',
    {
      schema: {
        tags,
        summary: 'Members suspended now, the latest first',
        querystring: AdminReportQuery,
        response: { 200: SuspensionPage, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listSuspensions(db, { limit: request.query.limit ?? 20, cursor: request.query.cursor });
    },
  );

  app.delete(
    '/api/admin/suspensions/:userId',
    {
      schema: {
        tags,
        summary: "Lift a member's suspension (none in force: nothing changes)",
        params: UserIdParams,
        response: { ...noContentResponse, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    (request, reply) => {
      const lift = { userId: request.params.userId, byUserId: requireUser(request).id, reason: '' };
      return noContent(
        reply,
        liftSuspension(db, { ...lift, publicUrl: app.config.publicUrl }).then(() => undefined),
      );
    },
  );
};
