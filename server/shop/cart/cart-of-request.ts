// Whose cart a request means: the member's when signed in (a visitor cart the browser still holds joins it
// first), else the visitor's by their cart cookie. A cart and its cookie are made only when asked to.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@server/db/database';
import { ensureCartId, findCartId, mergeVisitorCart, type CartOwner } from './repository';
import { issueVisitorToken, visitorHashOf } from './visitor-cookie';

export async function cartIdOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { create, db = app.database.db }: { create: boolean; db?: Db },
): Promise<string | null> {
  const visitorHash = visitorHashOf(app, request);
  let owner: CartOwner;
  if (request.user) {
    if (visitorHash) await mergeVisitorCart(db, request.user.id, visitorHash);
    owner = { userId: request.user.id };
  } else if (visitorHash) {
    owner = { visitorHash };
  } else {
    if (!create) return null;
    owner = { visitorHash: issueVisitorToken(app, reply) };
  }
  return create ? ensureCartId(db, owner) : findCartId(db, owner);
}

/** Whose cart a read means, without making one: null for a visitor without a cart cookie. */
export async function cartOwnerOf(app: FastifyInstance, request: FastifyRequest): Promise<CartOwner | null> {
  const visitorHash = visitorHashOf(app, request);
  if (request.user) {
    if (visitorHash) await mergeVisitorCart(app.database.db, request.user.id, visitorHash);
    return { userId: request.user.id };
  }
  return visitorHash ? { visitorHash } : null;
}
