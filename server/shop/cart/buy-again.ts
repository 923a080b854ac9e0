// "Buy again": an order that ended unpaid puts its lines back in its buyer's cart, each as far as it is
// still on sale and in stock (at most 10 a line), never beyond what the order held nor below what the cart
// holds already. Stock is only taken at checkout, as for any cart.
import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '@shared/shop';
import type { Db } from '@server/db/database';
import { cartLines, cartTickets, orderLines } from '@server/db/schema';
import { seatsForSale } from './cart-tickets';
import { variantForSale } from './repository';

/** Answers the names of the lines that could not be put back (gone, sold out or no longer on sale). */
export async function putBackInCart(db: Db, cartId: string, orderId: string): Promise<string[]> {
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const missing: string[] = [];
  for (const line of lines) {
    const label = line.variantName ? `${line.productName} (${line.variantName})` : line.productName;
    if (line.variantId) {
      const variant = await variantForSale(db, line.variantId).catch(() => null);
      const quantity = Math.min(line.quantity, variant?.stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
      if (!variant || quantity < 1) {
        missing.push(label);
        continue;
      }
      await db
        .insert(cartLines)
        .values({ cartId, variantId: line.variantId, quantity, seenPriceKobo: variant.priceKobo })
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.variantId],
          set: { quantity: sql`greatest(${cartLines.quantity}, excluded.quantity)` },
        });
    } else if (line.ticketTypeId) {
      const type = await seatsForSale(db, line.ticketTypeId);
      const quantity = Math.min(line.quantity, type?.left ?? 0);
      if (!type || quantity < 1) {
        missing.push(label);
        continue;
      }
      await db
        .insert(cartTickets)
        .values({ cartId, ticketTypeId: line.ticketTypeId, quantity, seenPriceKobo: type.priceKobo })
        .onConflictDoUpdate({
          target: [cartTickets.cartId, cartTickets.ticketTypeId],
          set: { quantity: sql`greatest(${cartTickets.quantity}, excluded.quantity)` },
        });
    } else {
      missing.push(label);
    }
  }
  return missing;
}

/**
 * Once an order is paid, what it bought leaves its buyer's cart: the cart is kept until then, so a buyer
 * back from the payment page without paying still has it. Other items added since stay.
 */
export async function clearBought(
  tx: Db,
  order: { id: string; userId: string | null; visitorHash: string | null },
): Promise<void> {
  const owner = order.userId
    ? sql`c.user_id = ${order.userId}`
    : order.visitorHash
      ? sql`c.visitor_hash = ${order.visitorHash}`
      : null;
  if (!owner) return;
  const cartIds = sql`(select c.id from carts c where ${owner})`;
  await tx
    .delete(cartLines)
    .where(
      and(
        sql`${cartLines.cartId} in ${cartIds}`,
        sql`${cartLines.variantId} in (select l.variant_id from order_lines l where l.order_id = ${order.id})`,
      ),
    );
  await tx
    .delete(cartTickets)
    .where(
      and(
        sql`${cartTickets.cartId} in ${cartIds}`,
        sql`${cartTickets.ticketTypeId} in (select l.ticket_type_id from order_lines l where l.order_id = ${order.id})`,
      ),
    );
}
