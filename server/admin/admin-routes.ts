// Every admin route lives in this scope, whose hook answers 401 to visitors and 403 to members before
// any handler runs: a route added here later cannot forget the check.
import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '@server/auth/sessions/hooks';
import { moderationRoutes } from '@server/community/moderation/routes';
import { importRoutes } from '@server/imports/routes';
import { adminUploadRoutes } from '@server/media/uploads/routes';
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
