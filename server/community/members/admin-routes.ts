// The admins' members screen: the list, one member's activity and history, and what an admin changes (a
// role, a suspension, its lifting), each recorded and mailed to the member. Every route sits in the admin
// scope (server/http/admin-scope.ts): visitors hear 401 and members 403.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberAdminTexts } from '@shared/members';
import { IdParams } from '@shared/schemas/admin-catalog';
import {
  AdminMember,
  AdminMemberPage,
  AdminMemberQuery,
  ChangeRoleBody,
  LiftSuspensionBody,
  SuspendMemberBody,
} from '@shared/schemas/admin-members';
import { conflict } from '@server/errors';
import { BODY_LIMIT } from '@server/http/body-limits';
import { requireUser } from '@server/http/request-user';
import { errorResponses } from '@server/http/responses';
import { adminMember, listMembers } from './admin-repository';
import { changeRole } from './commands/change-role';
import { liftSuspension } from './commands/lift-suspension';
import { suspendAccount } from './commands/suspend-account';

export const adminMemberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const { publicUrl } = app.config;
  const tags = ['admin', 'community'];
  const change = (summary: string) => ({
    tags,
    summary,
    params: IdParams,
    response: { 200: AdminMember, ...errorResponses },
  });

  app.get(
    '/api/admin/members',
    {
      schema: {
        tags,
        summary: 'Members, newest first, by name, handle or e-mail, role and suspension',
        querystring: AdminMemberQuery,
        response: { 200: AdminMemberPage, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listMembers(db, { ...request.query, limit: request.query.limit ?? 20 });
    },
  );

  app.get(
    '/api/admin/members/:id',
    { schema: change("One member: their account, activity, reports of their words and admins' changes") },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminMember(db, request.i18n, request.params.id);
    },
  );

  app.put(
    '/api/admin/members/:id/role',
    {
      schema: {
        ...change("Make a member an admin or an admin a member (not one's own role, never the last admin)"),
        body: ChangeRoleBody,
      },
      bodyLimit: BODY_LIMIT.report,
      config: { invalidates: [] },
    },
    async (request) => {
      const { role, reason = '' } = request.body;
      await changeRole(db, { userId: request.params.id, byUserId: requireUser(request).id, role, reason, publicUrl });
      return adminMember(db, request.i18n, request.params.id);
    },
  );

  app.post(
    '/api/admin/members/:id/suspend',
    {
      schema: {
        ...change('Suspend a member for 1, 7 or 30 days or for good, with a reason they read'),
        body: SuspendMemberBody,
      },
      bodyLimit: BODY_LIMIT.report,
      config: { invalidates: [] },
    },
    async (request) => {
      const order = { ...request.body, userId: request.params.id, byUserId: requireUser(request).id, publicUrl };
      await db.transaction((tx) => suspendAccount(tx, order));
      return adminMember(db, request.i18n, request.params.id);
    },
  );

  app.post(
    '/api/admin/members/:id/lift',
    {
      schema: {
        ...change("Lift a member's suspension before its end, with a reason they read"),
        body: LiftSuspensionBody,
      },
      bodyLimit: BODY_LIMIT.report,
      config: { invalidates: [] },
    },
    async (request) => {
      const lift = { userId: request.params.id, byUserId: requireUser(request).id, reason: request.body.reason };
      if (!(await liftSuspension(db, { ...lift, publicUrl })))
        throw conflict(memberAdminTexts.notSuspended, 'NOT_SUSPENDED');
      return adminMember(db, request.i18n, request.params.id);
    },
  );
};
