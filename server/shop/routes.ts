// The shop's public routes: the cart, checkout settings, checkout and orders, and the gateway's webhook.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShopSettings } from '@shared/schemas/shop';
import { errorResponses } from '@server/http/responses';
import { cartRoutes } from './cart/routes';
import { readDeliverySettings } from './delivery/settings';
import { orderRoutes } from './orders/routes';
import { webhookRoutes } from './payments/webhook-routes';

export const shopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(webhookRoutes);

  app.get(
    '/api/shop/settings',
    {
      schema: {
        tags: ['shop'],
        summary: 'What checkout offers: delivery fees, the pickup point, whether payments are set up',
        response: { 200: ShopSettings, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { paymentsEnabled: app.paymentGateway !== null, ...(await readDeliverySettings(app.database.db)) };
    },
  );
};
