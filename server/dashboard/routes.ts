import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardData } from '@shared/schemas/admin';
import { errorResponses } from '@server/http/responses';
import { loadDashboard } from './repository';

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Counts of everything, the latest forum activity, and the shop’s money and low stock',
        response: { 200: DashboardData, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadDashboard(app.database.db, { paymentsEnabled: app.paymentGateway !== null });
    },
  );
};
