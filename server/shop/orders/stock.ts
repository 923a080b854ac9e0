// Stock moves only by conditional updates inside the order's transaction: a variant is taken from only
// while enough is left, so two buyers of the last unit cannot both have it and stock never goes below 0.
// Variants are taken in id order, so two orders for the same variants lock them in the same order.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { productVariants } from '@server/db/schema';
import { conflict } from '@server/errors';
import { voidTickets } from '@server/shop/tickets/issue';
import { linesOf, type OrderLineRow } from './repository';
import { releaseSeats, reserveSeats } from './seats';
import {
  goneAtCheckout,
  ORDER_ITEM_GONE,
  soldOutAtCheckout,
  unitsLeftAtCheckout,
} from '@server/shop/lib/shop-messages';

export interface StockLine {
  variantId: string;
  quantity: number;
  /** How the line is named to the buyer: "Talking Drum Tee (M)". */
  label: string;
}

const byVariant = (lines: readonly StockLine[]) => [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId));

/** Takes every line's quantity, or throws a 409 naming the first line that no longer fits. */
export async function reserveStock(tx: Db, lines: readonly StockLine[]): Promise<void> {
  for (const line of byVariant(lines)) {
    const taken = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
      .where(
        sql`${productVariants.id} = ${line.variantId} and (${productVariants.stock} is null or ${productVariants.stock} >= ${line.quantity})`,
      )
      .returning({ id: productVariants.id });
    if (taken.length > 0) continue;
    const [left] = await tx
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(sql`${productVariants.id} = ${line.variantId}`);
    if (!left) throw conflict(goneAtCheckout(line.label), 'SOLD_OUT');
    throw conflict(
      left.stock === 0 ? soldOutAtCheckout(line.label) : unitsLeftAtCheckout(line.label, left.stock!),
      'SOLD_OUT',
    );
  }
}

/** Gives the lines' quantities back (an expired or cancelled order); a variant deleted since is skipped. */
export async function releaseStock(
  tx: Db,
  lines: ReadonlyArray<{ variantId: string | null; quantity: number }>,
): Promise<void> {
  for (const line of [...lines].sort((a, b) => String(a.variantId).localeCompare(String(b.variantId)))) {
    if (!line.variantId) continue;
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
      .where(sql`${productVariants.id} = ${line.variantId} and ${productVariants.stock} is not null`);
  }
}

/**
 * What an order gives back when it ends unpaid, is cancelled or refunded: its seats always (and its
 * tickets stop opening the door), its goods unless they were sent (`goods` false).
 */
export async function giveBack(tx: Db, orderId: string, { goods }: { goods: boolean }): Promise<void> {
  const lines = await linesOf(tx, orderId);
  if (goods) await releaseStock(tx, lines);
  await releaseSeats(tx, lines);
  await voidTickets(tx, orderId);
}

/**
 * Takes an expired order's goods and seats again (it was paid late, or its buyer tried again); a 409 names
 * the first line that no longer fits, or says an item is gone.
 */
export async function reserveOrderLines(tx: Db, lines: readonly OrderLineRow[]): Promise<void> {
  if (lines.some((line) => !line.variantId && !line.ticketTypeId)) {
    throw conflict(ORDER_ITEM_GONE, 'SOLD_OUT');
  }
  const labelOf = (line: OrderLineRow) =>
    line.variantName ? `${line.productName} (${line.variantName})` : line.productName;
  await reserveStock(
    tx,
    lines.flatMap((line) =>
      line.variantId ? [{ variantId: line.variantId, quantity: line.quantity, label: labelOf(line) }] : [],
    ),
  );
  await reserveSeats(
    tx,
    lines.flatMap((line) =>
      line.ticketTypeId ? [{ ticketTypeId: line.ticketTypeId, quantity: line.quantity, label: labelOf(line) }] : [],
    ),
  );
}
