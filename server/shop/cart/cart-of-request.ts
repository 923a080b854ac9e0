// Whose cart a request means: the member's when signed in (a visitor cart the browser still holds joins it
// first), else the visitor's by their cart cookie. Reading never makes a cart: Add to Cart does
// (add-to-cart.ts), with the visitor's cookie.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findCartId, mergeVisitorCart, type CartOwner } from './repository';
import { visitorHashOf } from './visitor-cookie';

/** The asker as a cart owner: null for a visitor without a cart cookie. */
export async function cartOwnerOf(app: FastifyInstance, request: FastifyRequest): Promise<CartOwner | null> {
  const visitorHash = visitorHashOf(app, request);
  if (request.user) {
    if (visitorHash) await mergeVisitorCart(app.database.db, request.user.id, visitorHash);
    return { userId: request.user.id };
  }
  return visitorHash ? { visitorHash } : null;
}

/** The asker's cart id, or null when they have none. */
export async function cartIdOf(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const owner = await cartOwnerOf(app, request);
  return owner ? findCartId(app.database.db, owner) : null;
}
