// Who may read an order: its member (their session), the browser that placed it (the visitor cookie), or
// anyone holding the secret link from its mail. Anyone else hears that there is no such order.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '@server/errors';
import { visitorHashOf } from '../cart/visitor-cookie';
import { sameSecret } from './references';
import { findOrder, type OrderWithLines } from './repository';
import { NO_SUCH_ORDER } from '@server/shop/lib/shop-messages';

export async function readableOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  reference: string,
  key: string | undefined,
): Promise<OrderWithLines> {
  const order = await findOrder(app.database.db, { reference });
  if (!order) throw notFound(NO_SUCH_ORDER);
  const ownMember = request.user !== null && order.userId === request.user.id;
  const ownBrowser = order.visitorHash !== null && visitorHashOf(app, request) === order.visitorHash;
  const hasLink = key !== undefined && sameSecret(key, order.linkSecret);
  if (!ownMember && !ownBrowser && !hasLink) throw notFound(NO_SUCH_ORDER);
  return order;
}
