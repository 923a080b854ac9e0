// "Download my data" (/account): everything Griot holds about the signed-in member as one JSON file, the
// right of access of the NDPA 2023 and the GDPR (docs/privacy.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AccountDataOptions } from '@server/db/account-data';
import { dataExportFileName } from '@shared/data-export';
import { requireUser } from '@server/http/request-user';
import { attemptLimiter } from '../../lib/attempt-limits';
import { exportAccountData } from './export';
import { dataSections } from './sections';

export const dataExportRoutes: FastifyPluginAsyncTypebox<AccountDataOptions> = async (app, { accountData }) => {
  const { db } = app.database;
  const sections = dataSections(accountData);

  app.get(
    '/api/account/data',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Download everything Griot holds about the signed-in member as a JSON file: account, sessions, profile, posts, replies, notifications, orders, cart, mail',
        produces: ['application/json'],
      },
      // Members only, and then counted per client address like the other account routes: a download reads
      // every table about the member, so it is not to be asked for in a loop.
      onRequest: async (request) => {
        requireUser(request);
      },
      preValidation: attemptLimiter(app, 'data-export', { perEmail: false }),
    },
    async (request, reply) => {
      const user = requireUser(request);
      const now = new Date();
      const data = await exportAccountData(db, sections, { userId: user.id, sessionId: request.sessionId }, now);
      // Already JSON, indented for people to read: Fastify sends a string it is told is JSON as it is.
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${dataExportFileName(now)}"`)
        .send(JSON.stringify(data, null, 2));
    },
  );
};
