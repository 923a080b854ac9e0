// What waits in the member's cart: goods and seats, at the prices they saw.
import { asc, eq } from 'drizzle-orm';
import { cartLines, carts, cartTickets, events, products, productVariants, ticketTypes } from '@server/db/schema';
import type { DataSection } from '@server/db/account-data';

export const cart: DataSection = async (db, { userId }) => {
  const [row] = await db
    .select({ id: carts.id, createdAt: carts.createdAt, updatedAt: carts.updatedAt })
    .from(carts)
    .where(eq(carts.userId, userId));
  if (!row) return null;
  const lines = await db
    .select({
      product: products.name,
      variant: productVariants.name,
      quantity: cartLines.quantity,
      seenPriceKobo: cartLines.seenPriceKobo,
      addedAt: cartLines.addedAt,
    })
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(cartLines.cartId, row.id))
    .orderBy(asc(cartLines.addedAt));
  const seats = await db
    .select({
      event: events.name,
      type: ticketTypes.name,
      quantity: cartTickets.quantity,
      seenPriceKobo: cartTickets.seenPriceKobo,
      addedAt: cartTickets.addedAt,
    })
    .from(cartTickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, cartTickets.ticketTypeId))
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(eq(cartTickets.cartId, row.id))
    .orderBy(asc(cartTickets.addedAt));
  return { createdAt: row.createdAt, updatedAt: row.updatedAt, lines, tickets: seats };
};
