// A visitor's cart is found only through its cookie, which lives 30 days from the cart's first line and is
// never renewed (visitor-cookie.ts): after that nobody can reach it, so the housekeeping round removes it
// (its lines and seats go with it). Members' carts stay: they follow the account to any browser.
import { and, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { carts } from '@server/db/schema';
import { VISITOR_COOKIE_MAX_AGE_S } from './visitor-cookie';

/** A day beyond the cookie's life, so that a clock a little apart never takes a cart still in reach. */
export const VISITOR_CART_KEPT_MS = VISITOR_COOKIE_MAX_AGE_S * 1000 + 24 * 60 * 60 * 1000;

export async function deleteUnreachableVisitorCarts(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(carts)
    .where(
      and(
        isNull(carts.userId),
        isNotNull(carts.visitorHash),
        lt(carts.createdAt, new Date(now.getTime() - VISITOR_CART_KEPT_MS)),
      ),
    )
    .returning({ id: carts.id });
  return deleted.length;
}
