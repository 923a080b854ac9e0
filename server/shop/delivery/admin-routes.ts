// The shop's delivery settings in the admin panel. Every route sits in the admin scope
// (server/http/admin-scope.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShopSettings, ShopSettingsInput } from '@shared/schemas/shop';
import { BODY_LIMIT } from '@server/http/body-limits';
import { errorResponses } from '@server/http/responses';
import { readDeliverySettings, saveDeliverySettings } from './settings';

export const adminShopSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['admin'];
  const settingsAnswer = async () => ({
    paymentsEnabled: app.paymentGateway !== null,
    ...(await readDeliverySettings(db)),
  });

  app.get(
    '/api/admin/shop/settings',
    {
      schema: {
        tags,
        summary: 'Delivery fees and the pickup point',
        response: { 200: ShopSettings, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return settingsAnswer();
    },
  );

  app.put(
    '/api/admin/shop/settings',
    {
      schema: {
        tags,
        summary: 'Change the delivery fees and the pickup point',
        body: ShopSettingsInput,
        response: { 200: ShopSettings, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.shopForm,
      config: { invalidates: [] },
    },
    async (request) => {
      await saveDeliverySettings(db, request.body);
      return settingsAnswer();
    },
  );
};
