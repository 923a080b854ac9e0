// The admin's view of orders: newest first with a status filter and a search over reference, e-mail and
// name (keyset pages on created_at, id: orders_newest_idx), one order with its attempts and history, and
// the changes an admin makes (sent, delivered, cancelled), each on the locked order.
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { OrderState, OrderStatus } from '@shared/shop';
import type { AdminOrder, AdminOrderPage, ShipOrderBody } from '@shared/schemas/shop-admin';
import type { Db } from '@server/db/database';
import { orderHistory, orders, paymentAttempts } from '@server/db/schema';
import { conflict, notFound } from '@server/errors';
import { cursorChecks, decodeCursor, toPage } from '@server/http/paging/cursor';
import { mailI18n } from '@server/mail/mail-language';
import { queueMail } from '@server/mail/outbox';
import { recordHistory } from './history';
import { shippedMail } from './mails';
import { inState, orderStateSql } from './order-state';
import { presentOrder } from './presenter';
import { findOrder, itemCountOfOrder, linesOf, lockOrder, type OrderRow } from './repository';
import { giveBack } from './stock';
import { ticketsOfOrder } from '@server/shop/tickets/present';
import { formatNairaIn } from '@shared/locale-format/format';
import { NOT_CANCELLABLE, NOT_DELIVERABLE, NOT_SHIPPABLE, ORDER_NOT_FOUND } from '@server/shop/lib/shop-messages';
import type { MessageDescriptor } from '@lingui/core';

/** History written before amounts were recorded in naira said "4700000 kobo": shown in naira all the same. */
const inNaira = (note: string) =>
  note.replace(/\b(\d+) kobo\b/g, (_, kobo: string) => formatNairaIn(Number(kobo), 'en'));
const pattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listOrders(
  db: Db,
  { status, q, limit, cursor }: { status?: OrderState; q?: string; limit: number; cursor?: string },
): Promise<AdminOrderPage> {
  const after = cursor ? decodeCursor(cursor, [cursorChecks.timestamp, cursorChecks.uuid]) : null;
  const search = q?.trim();
  const rows = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      orderState: orderStateSql,
      email: orders.email,
      fullName: orders.fullName,
      totalKobo: orders.totalKobo,
      createdAt: orders.createdAt,
      itemCount: itemCountOfOrder,
    })
    .from(orders)
    .where(
      and(
        status ? inState(status) : undefined,
        search
          ? or(
              ilike(orders.reference, pattern(search)),
              ilike(orders.email, pattern(search)),
              ilike(orders.fullName, pattern(search)),
            )
          : undefined,
        after ? sql`(${orders.createdAt}, ${orders.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
  return toPage(
    rows,
    limit,
    (row) => [row.createdAt.toISOString(), row.id],
    (row) => ({ ...row, createdAt: row.createdAt.toISOString() }),
  );
}

export async function adminOrder(db: Db, id: string, pickupPoint: string): Promise<AdminOrder> {
  const order = await findOrder(db, { id });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const [attempts, history, tickets] = await Promise.all([
    db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, id)).orderBy(asc(paymentAttempts.createdAt)),
    db.select().from(orderHistory).where(eq(orderHistory.orderId, id)).orderBy(asc(orderHistory.at)),
    ticketsOfOrder(db, id),
  ]);
  return {
    ...presentOrder(order, pickupPoint, tickets),
    id: order.id,
    paidReference: order.paidReference,
    gatewayTransactionId: order.gatewayTransactionId,
    attempts: attempts.map((a) => ({
      reference: a.reference,
      status: a.status,
      amountKobo: a.amountKobo,
      createdAt: a.createdAt.toISOString(),
    })),
    history: history.map((h) => ({ kind: h.kind, note: inNaira(h.note), at: h.at.toISOString() })),
  };
}

/** Runs `change` on the locked order when its status is one of `from`; a 409 says why not otherwise. */
async function changeOrder(
  db: Db,
  id: string,
  from: readonly OrderStatus[],
  refusal: MessageDescriptor,
  change: (tx: Db, order: OrderRow) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!from.includes(order.status)) throw conflict(refusal, 'WRONG_STATUS');
    await change(tx, order);
  });
}

export function shipOrder(db: Db, id: string, body: ShipOrderBody, publicUrl: string): Promise<void> {
  const carrier = body.carrier.trim();
  const trackingNumber = body.trackingNumber.trim();
  const note = body.note?.trim() ?? '';
  return changeOrder(db, id, ['paid'], NOT_SHIPPABLE, async (tx, order) => {
    await tx
      .update(orders)
      .set({ status: 'shipped', carrier, trackingNumber, updatedAt: new Date() })
      .where(eq(orders.id, id));
    await recordHistory(tx, id, 'shipped', [carrier, trackingNumber, note].filter(Boolean).join(' · '));
    const lines = await linesOf(tx, id);
    await queueMail(
      tx,
      order.email,
      shippedMail(
        await mailI18n(order.locale),
        {
          ...order,
          carrier,
          trackingNumber,
          note,
          lines: lines.map((l) => ({ ...l, variantName: l.variantName || null })),
        },
        publicUrl,
      ),
    );
  });
}

export function markDelivered(db: Db, id: string): Promise<void> {
  return changeOrder(db, id, ['paid', 'shipped'], NOT_DELIVERABLE, async (tx) => {
    await tx.update(orders).set({ status: 'delivered', updatedAt: new Date() }).where(eq(orders.id, id));
    await recordHistory(tx, id, 'delivered');
  });
}

/** An unpaid order is cancelled and its stock returned; a paid one is refunded instead. */
export function cancelOrder(db: Db, id: string): Promise<void> {
  return changeOrder(db, id, ['pending'], NOT_CANCELLABLE, async (tx) => {
    await tx.update(orders).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(orders.id, id));
    await giveBack(tx, id, { goods: true });
    await recordHistory(tx, id, 'cancelled', 'By an admin: stock returned');
  });
}
