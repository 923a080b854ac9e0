// The shop in the admin panel: orders and what an admin does with them, the payments that need a person,
// and the delivery settings. Every route sits in the admin scope (server/http/admin-scope.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@shared/schemas/admin-catalog';
import {
  AdminOrder,
  AdminOrderPage,
  AdminOrderQuery,
  PaymentsAttention,
  ShipOrderBody,
} from '@shared/schemas/shop-admin';
import { ShopSettings, ShopSettingsInput } from '@shared/schemas/shop';
import { AppError } from '@server/errors';
import { BODY_LIMIT } from '@server/http/body-limits';
import { errorResponses, noContent, noContentResponse } from '@server/http/responses';
import { readDeliverySettings, saveDeliverySettings } from '../delivery/settings';
import { requestRefund } from './refunds';
import { paymentsAttention, resolveIssue } from '../payments/attention-repository';
import { adminOrder, cancelOrder, listOrders, markDelivered, shipOrder } from './admin-repository';

export const adminShopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['admin'];
  const settingsAnswer = async () => ({
    paymentsEnabled: app.paymentGateway !== null,
    ...(await readDeliverySettings(db)),
  });
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
      if (!app.paymentGateway)
        throw new AppError(503, 'PAYMENTS_OFF', 'Payments are not set up: set PAYSTACK_SECRET_KEY.');
      await requestRefund(db, app.paymentGateway, request.params.id);
      return orderAnswer(request.params.id);
    },
  );

  app.get(
    '/api/admin/payments/attention',
    {
      schema: {
        tags,
        summary: 'Payments needing attention, and orders stuck unpaid',
        response: { 200: PaymentsAttention, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return paymentsAttention(db);
    },
  );

  app.post(
    '/api/admin/payments/attention/:id/resolve',
    {
      schema: {
        tags,
        summary: 'Mark a payment problem dealt with',
        params: IdParams,
        response: { ...noContentResponse, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    (request, reply) => noContent(reply, resolveIssue(db, request.params.id)),
  );

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
