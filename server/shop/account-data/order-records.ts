// What stays of a deleted account's orders (docs/privacy.md). They are the shop's records of sales, which
// Nigerian tax law has it keep (six years: the Companies Income Tax Act, FIRS), so they stay, detached from
// the account (user_id null; with no visitor cookie either, that marks a former member's order):
//  - the name, the e-mail, the items, amounts, dates and tickets stay, for the records and so that the
//    buyer can still have the order's links mailed, be told of a cancelled event, and use their tickets;
//  - the phone, street and city go as soon as nothing is left to deliver (at once, or within the hour
//    after the order is delivered, cancelled, expired or refunded); the state stays, since it set the fee;
//  - six years after it was placed, the name and e-mail go too (the tickets' holder names with them):
//    what is left is an anonymous sale.
import { and, inArray, isNull, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { FORMER_MEMBER } from '@shared/schemas/community-limits';
import type { Db } from '@server/db/database';
import { orders, tickets } from '@server/db/schema';

export const RETENTION_YEARS = 6;
/** The orders whose goods may still have to reach the buyer, who may still have to be called. */
const AWAITING_DELIVERY = ['pending', 'paid', 'shipped'] as const;

/** Orders no account or browser can claim: a deleted account's. */
export const formerMembersOrders: SQL = and(isNull(orders.userId), isNull(orders.visitorHash))!;

/** Clears the phone and the delivery address of the orders `where` holds that have nothing left to deliver. */
export async function eraseDeliveryDetails(db: Db, where: SQL): Promise<number> {
  const erased = await db
    .update(orders)
    .set({ phone: '', address: '', city: '' })
    .where(
      and(
        where,
        or(notInArray(orders.status, [...AWAITING_DELIVERY]), sql`${orders.fulfilment} = 'none'`),
        or(ne(orders.phone, ''), ne(orders.address, ''), ne(orders.city, '')),
      ),
    )
    .returning({ id: orders.id });
  return erased.length;
}

/** Detaches the account's orders (done before the account's row goes) and erases what they no longer need. */
export async function detachOrders(tx: Db, userId: string): Promise<void> {
  const detached = await tx
    .update(orders)
    .set({ userId: null })
    .where(sql`${orders.userId} = ${userId}`)
    .returning({ id: orders.id });
  if (detached.length > 0)
    await eraseDeliveryDetails(
      tx,
      inArray(
        orders.id,
        detached.map((order) => order.id),
      ),
    );
}

/** Former members' orders placed more than six years ago lose their buyer's name and address. */
export async function anonymiseOldOrders(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION_YEARS);
  const old = and(
    formerMembersOrders,
    lt(orders.createdAt, cutoff),
    or(ne(orders.email, ''), ne(orders.fullName, FORMER_MEMBER)),
  );
  const done = await db
    .update(orders)
    .set({ email: '', fullName: FORMER_MEMBER, phone: '', address: '', city: '' })
    .where(old)
    .returning({ id: orders.id });
  if (done.length === 0) return 0;
  await db
    .update(tickets)
    .set({ holderName: FORMER_MEMBER })
    .where(
      inArray(
        tickets.orderId,
        done.map((order) => order.id),
      ),
    );
  return done.length;
}
