// Every admin route lives in this scope, whose hook answers 401 to visitors and 403 to members before
// any handler runs: a route added here later cannot forget the check. The features' admin routes are
// listed where the app is assembled (app.ts).
import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from './request-user';

export const ADMIN_PREFIX = '/api/admin';

export function adminScope(routes: readonly FastifyPluginAsync[]): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', requireAdmin);
    for (const plugin of routes) await app.register(plugin);
  };
}
