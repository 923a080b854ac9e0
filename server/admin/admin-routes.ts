// Every admin route lives in this scope, whose hook answers 401 to visitors and 403 to members before
// any handler runs: a route added here later cannot forget the check.
import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../auth/session-hooks';
import { dashboardRoutes } from './dashboard/routes';

export const ADMIN_PREFIX = '/api/admin';

export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAdmin);
  await app.register(dashboardRoutes);
};
