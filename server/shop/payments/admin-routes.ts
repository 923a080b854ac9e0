// The payments that need a person, in the admin panel. Every route sits in the admin scope
// (server/http/admin-scope.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@shared/schemas/admin-catalog';
import { PaymentsAttention } from '@shared/schemas/shop-admin';
import { BODY_LIMIT } from '@server/http/body-limits';
import { errorResponses, noContent, noContentResponse } from '@server/http/responses';
import { paymentsAttention, resolveIssue } from './attention-repository';

export const adminPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['admin'];

  app.get(
    '/api/admin/payments/attention',
    {
      schema: {
        tags,
        summary: 'Payments needing attention, and orders stuck unpaid',
        response: { 200: PaymentsAttention, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return paymentsAttention(db);
    },
  );

  app.post(
    '/api/admin/payments/attention/:id/resolve',
    {
      schema: {
        tags,
        summary: 'Mark a payment problem dealt with',
        params: IdParams,
        response: { ...noContentResponse, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    (request, reply) => noContent(reply, resolveIssue(db, request.params.id)),
  );
};
