// Every admin route lives in this scope, whose hook answers 401 to visitors and 403 to members before
// any handler runs: a route added here later cannot forget the check.
import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../auth/session-hooks';
import { moderationRoutes } from '../community/moderation-routes';
import { importRoutes } from '../imports/routes';
import { adminUploadRoutes } from '../media/upload-routes';
import { adminCatalogRoutes } from './catalog/routes';
import { dashboardRoutes } from './dashboard/routes';

export const ADMIN_PREFIX = '/api/admin';

export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAdmin);
  await app.register(dashboardRoutes);
  await app.register(adminCatalogRoutes);
  await app.register(adminUploadRoutes);
  await app.register(importRoutes);
  await app.register(moderationRoutes);
};
