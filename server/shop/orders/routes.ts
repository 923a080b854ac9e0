// Checkout and the buyer's side of an order: its page (verified with the gateway on the return from it),
// "Try again", a member's orders, and a visitor's request for their orders' links by mail.
import type { Locale } from '@shared/locales';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  AwaitingPayment,
  BuyAgainAnswer,
  CheckoutAnswer,
  CheckoutBody,
  Order,
  OrderAccessQuery,
  OrderLinksBody,
  OrderSummary,
  ReferenceParams,
} from '@shared/schemas/shop';
import { normaliseEmail } from '@shared/schemas/auth-limits';
import { AppError, badRequest, conflict } from '@server/errors';
import { BODY_LIMIT } from '@server/http/body-limits';
import { clientKey } from '@server/http/client-address';
import { requireUser } from '@server/http/request-user';
import { errorResponses } from '@server/http/responses';
import { enqueueJob } from '@server/jobs/queue';
import { requestSubscription } from '@server/mail/newsletter-sign-up';
import { putBackInCart } from '../cart/buy-again';
import { cartIdOf, cartOwnerOf } from '../cart/cart-of-request';
import { ensureCartId } from '../cart/repository';
import { issueVisitorToken, visitorHashOf } from '../cart/visitor-cookie';
import { readDeliverySettings } from '../delivery/settings';
import { readableOrder } from './access';
import { ORDER_LINKS_JOB } from './order-links-job';
import { checkLastAttempt, retryPayment, startAttempt, type PaymentContext } from './payment-attempts';
import { placeOrder } from './place-order';
import { presentOrder, presentOrderSummary } from './presenter';
import { awaitingPaymentOf, findOrder, ordersOfUser } from './repository';
import { ticketsOfOrder } from '@server/shop/tickets/present';
import { CART_EMPTY, NOT_ENDED, PAYMENTS_OFF } from '@server/shop/lib/shop-messages';
import { TOO_MANY_REQUESTS } from '@server/http/http-messages';

export const LINKS_SENT = /*i18n*/ {
  id: 'shop.orders.links-sent',
  message: 'Check your e-mail: if we have orders for that address, we have sent their links.',
};
const HOUR_MS = 60 * 60 * 1000;
/** A buyer back from paying, then a few "Try again"s: far below this; a loop driving the gateway, far above. */
export const PAYMENT_CHECKS_PER_ORDER_PER_HOUR = 30;
/** The e-mail of a body not yet validated (the limit runs first), or empty. */
const emailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
};

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['shop'];
  const context = (): PaymentContext => {
    if (!app.paymentGateway) throw new AppError(503, 'PAYMENTS_OFF', PAYMENTS_OFF);
    return { db, gateway: app.paymentGateway, publicUrl: app.config.publicUrl };
  };
  const orderAnswer = async (reference: string) => {
    const [order, settings] = await Promise.all([findOrder(db, { reference }), readDeliverySettings(db)]);
    return presentOrder(order!, settings.pickupPoint, await ticketsOfOrder(db, order!.id));
  };
  const checkoutLimit = app.createRateLimit({
    max: app.config.shopLimits.checkoutsPerHour,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `checkout:${clientKey(request)}`,
  });
  // Each check asks the gateway: bounded per client address, and per order (parallel clicks, many clients).
  const paymentCheckLimits = [
    app.createRateLimit({
      max: app.config.shopLimits.paymentChecksPerHour,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `payment-checks:ip:${clientKey(request)}`,
    }),
    app.createRateLimit({
      max: PAYMENT_CHECKS_PER_ORDER_PER_HOUR,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `payment-checks:order:${(request.params as { reference?: string }).reference ?? ''}`,
    }),
  ];
  const linksLimits = [
    app.createRateLimit({
      max: 10,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `order-links:ip:${clientKey(request)}`,
    }),
    app.createRateLimit({
      max: 3,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `order-links:email:${normaliseEmail(emailOf(request.body))}`,
    }),
  ];
  const refuseOverLimit = async (limit: typeof checkoutLimit, request: Parameters<typeof checkoutLimit>[0]) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(429, 'RATE_LIMITED', TOO_MANY_REQUESTS);
    }
  };

  app.post(
    '/api/checkout',
    {
      schema: {
        tags,
        summary: 'Turn the cart into an order (stock reserved, prices from the server) and start paying for it',
        body: CheckoutBody,
        response: { 201: CheckoutAnswer, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.shopForm,
      // Stock changed: the catalogue's units left and "Sold out" with it.
      config: { invalidates: ['catalog'] },
    },
    async (request, reply) => {
      await refuseOverLimit(checkoutLimit, request);
      const cartId = await cartIdOf(app, request);
      if (!cartId) throw badRequest(CART_EMPTY, 'CART_EMPTY');
      const placed = await placeOrder(db, {
        cartId,
        body: request.body,
        owner: { userId: request.user?.id ?? null, visitorHash: request.user ? null : visitorHashOf(app, request) },
        publicUrl: app.config.publicUrl,
        paymentsEnabled: app.paymentGateway !== null,
        freeOrdersPerEmailPerHour: app.config.shopLimits.freeOrdersPerEmailPerHour,
        locale: request.i18n.locale as Locale,
      });
      // The box "Send me Griot's newsletter", ticked: the newsletter's link to confirm is mailed.
      if (request.body.newsletter) await requestSubscription(db, request.body.email, request.i18n.locale);
      const orderPage = `/orders/${placed.reference}`;
      const redirectUrl = placed.paid ? orderPage : ((await startAttempt(context(), placed)) ?? orderPage);
      return reply.status(201).send({ reference: placed.reference, redirectUrl });
    },
  );

  app.get(
    '/api/orders',
    {
      schema: {
        tags,
        summary: "The signed-in member's orders, newest first",
        response: { 200: Type.Array(OrderSummary), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await ordersOfUser(db, requireUser(request).id)).map(presentOrderSummary);
    },
  );

  app.get(
    '/api/orders/awaiting-payment',
    {
      schema: {
        tags,
        summary:
          "This buyer's newest order still waiting for payment within its hold (the cart and checkout lead to it)",
        response: { 200: AwaitingPayment, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const owner = request.user ? { userId: request.user.id } : { visitorHash: visitorHashOf(app, request) };
      return { order: await awaitingPaymentOf(db, owner) };
    },
  );

  app.post(
    '/api/orders/:reference/buy-again',
    {
      schema: {
        tags,
        summary:
          'Put the lines of an order that ended unpaid back in the cart, as far as they are on sale and in stock',
        params: ReferenceParams,
        querystring: OrderAccessQuery,
        response: { 200: BuyAgainAnswer, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const order = await readableOrder(app, request, request.params.reference, request.query.key);
      if (order.status !== 'expired' && order.status !== 'cancelled') throw conflict(NOT_ENDED, 'WRONG_STATUS');
      const owner = await cartOwnerOf(app, request);
      const cartId = await ensureCartId(db, owner ?? { visitorHash: issueVisitorToken(app, reply) });
      return { missing: await putBackInCart(db, cartId, order.id) };
    },
  );

  app.get(
    '/api/orders/:reference',
    {
      schema: {
        tags,
        summary: 'One order, for its buyer (their session, the browser that placed it, or the secret link `key`)',
        params: ReferenceParams,
        querystring: OrderAccessQuery,
        response: { 200: Order, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await readableOrder(app, request, request.params.reference, request.query.key);
      return orderAnswer(request.params.reference);
    },
  );

  app.post(
    '/api/orders/:reference/verify',
    {
      schema: {
        tags,
        summary: 'Ask the gateway about the last payment attempt (the buyer is back from paying) and answer the order',
        params: ReferenceParams,
        querystring: OrderAccessQuery,
        response: { 200: Order, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      // A payment after expiry takes stock again.
      config: { invalidates: ['catalog'] },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const order = await readableOrder(app, request, request.params.reference, request.query.key);
      for (const limit of paymentCheckLimits) await refuseOverLimit(limit, request);
      if (order.status === 'pending' || order.status === 'expired') await checkLastAttempt(context(), order, 'return');
      return orderAnswer(request.params.reference);
    },
  );

  app.post(
    '/api/orders/:reference/retry',
    {
      schema: {
        tags,
        summary: '"Try again": check the last attempt, then start a new one (an expired order takes its stock again)',
        params: ReferenceParams,
        querystring: OrderAccessQuery,
        response: { 200: CheckoutAnswer, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: ['catalog'] },
    },
    async (request) => {
      const { reference } = request.params;
      await readableOrder(app, request, reference, request.query.key);
      for (const limit of paymentCheckLimits) await refuseOverLimit(limit, request);
      const { redirectUrl } = await retryPayment(context(), reference);
      return { reference, redirectUrl: redirectUrl ?? `/orders/${reference}` };
    },
  );

  app.post(
    '/api/orders/links',
    {
      schema: {
        tags,
        summary:
          'Mail the links of the orders placed with an e-mail address (the answer never says whether there are any)',
        body: OrderLinksBody,
        response: { 202: Type.Object({ message: Type.String() }), ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.credentials,
      config: { invalidates: [] },
    },
    async (request, reply) => {
      for (const limit of linksLimits) await refuseOverLimit(limit, request);
      // The mail is in the language of the page that asked for it.
      const payload = { email: request.body.email.trim(), locale: request.i18n.locale };
      await enqueueJob(db, { kind: ORDER_LINKS_JOB, payload });
      return reply.status(202).send({ message: request.i18n._(LINKS_SENT) });
    },
  );
};
