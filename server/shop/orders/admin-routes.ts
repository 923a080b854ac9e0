// The shop's orders in the admin panel and what an admin does with them. Every route sits in the admin
// scope (server/http/admin-scope.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@shared/schemas/admin-catalog';
import { AdminOrder, AdminOrderPage, AdminOrderQuery, ShipOrderBody } from '@shared/schemas/shop-admin';
import { AppError } from '@server/errors';
import { BODY_LIMIT } from '@server/http/body-limits';
import { errorResponses } from '@server/http/responses';
import { readDeliverySettings } from '../delivery/settings';
import { requestRefund } from './refunds';
import { adminOrder, cancelOrder, listOrders, markDelivered, shipOrder } from './admin-repository';
import { PAYMENTS_NOT_SET_UP } from '@server/shop/lib/shop-messages';

export const adminShopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['admin'];
  const orderAnswer = async (id: string) => adminOrder(db, id, (await readDeliverySettings(db)).pickupPoint);
  const write = (summary: string) => ({
    schema: { tags, summary, params: IdParams, response: { 200: AdminOrder, ...errorResponses } },
    bodyLimit: BODY_LIMIT.none,
    // Cancelled and refunded orders give stock back.
    config: { invalidates: ['catalog' as const] },
  });

  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        summary: 'Orders, newest first, by status and by reference, e-mail or name',
        querystring: AdminOrderQuery,
        response: { 200: AdminOrderPage, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listOrders(db, { ...request.query, limit: request.query.limit ?? 20 });
    },
  );

  app.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order with its payment attempts and history',
        params: IdParams,
        response: { 200: AdminOrder, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return orderAnswer(request.params.id);
    },
  );

  app.post(
    '/api/admin/orders/:id/ship',
    {
      schema: {
        tags,
        summary: 'Mark a paid order shipped (the buyer is mailed)',
        params: IdParams,
        body: ShipOrderBody,
        response: { 200: AdminOrder, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.shopForm,
      config: { invalidates: [] },
    },
    async (request) => {
      await shipOrder(db, request.params.id, request.body, app.config.publicUrl);
      return orderAnswer(request.params.id);
    },
  );

  app.post('/api/admin/orders/:id/deliver', write('Mark an order delivered'), async (request) => {
    await markDelivered(db, request.params.id);
    return orderAnswer(request.params.id);
  });

  app.post('/api/admin/orders/:id/cancel', write('Cancel an unpaid order (its stock returns)'), async (request) => {
    await cancelOrder(db, request.params.id);
    return orderAnswer(request.params.id);
  });

  app.post(
    '/api/admin/orders/:id/refund',
    write('Refund a paid order through the gateway ("Refund pending" until it confirms)'),
    async (request) => {
      if (!app.paymentGateway) throw new AppError(503, 'PAYMENTS_OFF', PAYMENTS_NOT_SET_UP);
      await requestRefund(db, app.paymentGateway, request.params.id);
      return orderAnswer(request.params.id);
    },
  );
};
