// The cart, for visitors (their cart cookie) and members (their account); a visitor's cart joins the
// member's at the first cart request after sign-in. Every answer is the whole cart as it is now.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Cart as CartShape } from '@shared/schemas/shop';
import {
  AddTicketsBody,
  AddToCartBody,
  Cart,
  SetQuantityBody,
  SetSeatsBody,
  TicketTypeParams,
  VariantParams,
} from '@shared/schemas/shop';
import { BODY_LIMIT } from '@server/http/body-limits';
import { notFound } from '@server/errors';
import { errorResponses } from '@server/http/responses';
import { cartIdOf, cartOwnerOf } from './cart-of-request';
import { readCart, type CartKey } from './cart-read';
import { addToCart } from './add-to-cart';
import { ensureCartId, findCartId, removeLine, setLineQuantity } from './repository';
import { addTickets, removeSeats, setSeats } from './cart-tickets';
import { issueVisitorToken, newVisitorToken } from './visitor-cookie';
import { ITEM_NOT_IN_CART, TICKETS_NOT_IN_CART } from '@server/shop/lib/shop-messages';

export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const tags = ['shop'];

  const EMPTY: CartShape = { lines: [], tickets: [], count: 0, subtotalKobo: 0, deliveryKobo: 0, totalKobo: 0 };
  async function cartAnswer(reply: FastifyReply, key: CartKey | null): Promise<CartShape> {
    reply.header('cache-control', 'no-store');
    return key ? readCart(db, key) : EMPTY;
  }

  app.get(
    '/api/cart',
    {
      schema: {
        tags,
        summary: 'The asker’s cart, with prices and stock as they are now',
        response: { 200: Cart, ...errorResponses },
      },
    },
    async (request, reply) => cartAnswer(reply, await cartOwnerOf(app, request)),
  );

  app.post(
    '/api/cart/lines',
    {
      schema: {
        tags,
        summary: 'Add a variant to the cart (quantity 1 unless given; at most 10 a line, never more than the stock)',
        body: AddToCartBody,
        response: { 200: Cart, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.shopForm,
      config: { invalidates: [] },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request);
      const newVisitor = () => newVisitorToken(app, reply);
      reply.header('cache-control', 'no-store');
      return addToCart(db, owner, newVisitor, request.body.variantId, request.body.quantity ?? 1);
    },
  );

  app.put(
    '/api/cart/lines/:variantId',
    {
      schema: {
        tags,
        summary: 'Set how many of a variant the cart holds',
        params: VariantParams,
        body: SetQuantityBody,
        response: { 200: Cart, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.shopForm,
      config: { invalidates: [] },
    },
    async (request, reply) => {
      const cartId = await cartIdOf(app, request);
      if (!cartId) throw notFound(ITEM_NOT_IN_CART);
      await setLineQuantity(db, cartId, request.params.variantId, request.body.quantity);
      return cartAnswer(reply, { cartId });
    },
  );

  app.delete(
    '/api/cart/lines/:variantId',
    {
      schema: {
        tags,
        summary: 'Remove a variant from the cart',
        params: VariantParams,
        response: { 200: Cart, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    async (request, reply) => {
      const cartId = await cartIdOf(app, request);
      if (cartId) await removeLine(db, cartId, request.params.variantId);
      return cartAnswer(reply, cartId ? { cartId } : null);
    },
  );

  app.post(
    '/api/cart/tickets',
    {
      schema: {
        tags,
        summary:
          'Add seats of one or more ticket types to the cart (at most 10 tickets an order, never more than the seats left)',
        body: AddTicketsBody,
        response: { 200: Cart, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.shopForm,
      config: { invalidates: [] },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request);
      const cartId = await addTickets(
        db,
        owner && (await findCartId(db, owner)),
        () => ensureCartId(db, owner ?? { visitorHash: issueVisitorToken(app, reply) }),
        request.body.tickets,
      );
      return cartAnswer(reply, { cartId });
    },
  );

  app.put(
    '/api/cart/tickets/:ticketTypeId',
    {
      schema: {
        tags,
        summary: 'Set how many seats of a ticket type the cart holds',
        params: TicketTypeParams,
        body: SetSeatsBody,
        response: { 200: Cart, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.shopForm,
      config: { invalidates: [] },
    },
    async (request, reply) => {
      const cartId = await cartIdOf(app, request);
      if (!cartId) throw notFound(TICKETS_NOT_IN_CART);
      await setSeats(db, cartId, request.params.ticketTypeId, request.body.quantity);
      return cartAnswer(reply, { cartId });
    },
  );

  app.delete(
    '/api/cart/tickets/:ticketTypeId',
    {
      schema: {
        tags,
        summary: 'Remove the seats of a ticket type from the cart',
        params: TicketTypeParams,
        response: { 200: Cart, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    async (request, reply) => {
      const cartId = await cartIdOf(app, request);
      if (cartId) await removeSeats(db, cartId, request.params.ticketTypeId);
      return cartAnswer(reply, cartId ? { cartId } : null);
    },
  );
};
