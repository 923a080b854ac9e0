// The admin's "Remove demo content" (docs/product.md §10). Registered inside the admin scope
// (server/http/admin-scope.ts), whose hook answers 401/403 to anyone but an admin.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DemoContentRemoved } from '@shared/schemas/demo-content';
import { BODY_LIMIT } from '@server/http/body-limits';
import { errorResponses } from '@server/http/responses';
import { removeDemoContent } from './remove-demo-content';

export const demoContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/api/admin/demo-content',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove the demo catalogue, the demo members and their posts and replies, for good',
        response: { 200: DemoContentRemoved, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: ['catalog', 'community'] },
    },
    () => removeDemoContent(app.database.db),
  );
};
