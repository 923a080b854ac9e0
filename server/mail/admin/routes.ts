// The outbox in the admin panel: the stored messages and their statuses, one message's text, and "Send
// again" for a failed or held one. Every route sits in the admin scope (server/http/admin-scope.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mailTexts } from '@shared/mail';
import { IdParams } from '@shared/schemas/admin-catalog';
import { AdminMail, AdminMailPage, AdminMailQuery } from '@shared/schemas/admin-mail';
import { conflict } from '@server/errors';
import { BODY_LIMIT } from '@server/http/body-limits';
import { errorResponses } from '@server/http/responses';
import { countUnsentMail, listMail, mailDetail, retryMail } from './repository';

export const adminMailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['admin'];
  const sending = app.config.mail.smtpUrl !== null;
  const messageAnswer = async (id: string) => ({ ...(await mailDetail(db, id)), sending });

  app.get(
    '/api/admin/mail',
    {
      schema: {
        tags,
        summary: 'Stored mail, newest first, by status, with the unsent messages counted',
        querystring: AdminMailQuery,
        response: { 200: AdminMailPage, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const [page, counts] = await Promise.all([
        listMail(db, { ...request.query, limit: request.query.limit ?? 20 }),
        countUnsentMail(db),
      ]);
      return { ...page, counts, sending };
    },
  );

  app.get(
    '/api/admin/mail/:id',
    {
      schema: {
        tags,
        summary: 'One stored message with its plain-text part',
        params: IdParams,
        response: { 200: AdminMail, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return messageAnswer(request.params.id);
    },
  );

  app.post(
    '/api/admin/mail/:id/retry',
    {
      schema: {
        tags,
        summary: 'Queue a failed or held message again (the job runner sends it)',
        params: IdParams,
        response: { 200: AdminMail, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    async (request) => {
      if (!sending) throw conflict(mailTexts.mailOff, 'MAIL_OFF');
      await retryMail(db, request.params.id);
      return messageAnswer(request.params.id);
    },
  );
};
