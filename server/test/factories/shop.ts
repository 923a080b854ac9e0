// Builders for shop test data: an order as checkout would leave it (pending, or paid), a cart line, an open
// payment problem, a seat in a cart.
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@shared/shop';
import type { Db } from '@server/db/database';
import { newOrderReference } from '@server/shop/orders/references';
import {
  cartLines,
  carts,
  cartTickets,
  orderLines,
  orders,
  paymentIssues,
  products,
  productVariants,
  ticketTypes,
} from '@server/db/schema';

let counter = 0;

export async function buildOrder(
  db: Db,
  {
    variantId,
    userId = null,
    status = 'pending',
    email = 'buyer@example.com',
  }: { variantId: string; userId?: string | null; status?: OrderStatus; email?: string },
) {
  const reference = newOrderReference();
  const [variant] = await db
    .select({ priceKobo: products.priceKobo, name: products.name, productId: products.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  const paid = status !== 'pending' && status !== 'expired' && status !== 'cancelled';
  const [order] = await db
    .insert(orders)
    .values({
      reference,
      userId,
      linkSecret: `secret-${reference}`,
      status,
      email,
      fullName: 'Ada Obi',
      phone: '+2348031234567',
      fulfilment: 'delivery',
      address: '12 Allen Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      subtotalKobo: variant!.priceKobo,
      deliveryKobo: 0,
      totalKobo: variant!.priceKobo,
      expiresAt: new Date(Date.now() + 30 * 60_000),
      ...(paid ? { paidAt: new Date(), paidReference: `${reference}-1`, gatewayTransactionId: '1' } : {}),
    })
    .returning();
  await db.insert(orderLines).values({
    orderId: order!.id,
    variantId,
    productId: variant!.productId,
    productName: variant!.name,
    variantName: '',
    artistName: 'Fuzz Artist',
    unitPriceKobo: variant!.priceKobo,
    quantity: 1,
    position: 0,
  });
  return order!;
}

/** Puts one of a variant in a member's cart (made when missing) at today's price, as if just looked at. */
export async function buildCartLine(db: Db, userId: string, variantId: string): Promise<void> {
  const [cart] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } })
    .returning({ id: carts.id });
  const [price] = await db
    .select({ priceKobo: products.priceKobo })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  await db
    .insert(cartLines)
    .values({ cartId: cart!.id, variantId, quantity: 1, seenPriceKobo: price!.priceKobo })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.variantId],
      set: { quantity: 1, seenPriceKobo: price!.priceKobo },
    });
}

/** One seat of a ticket type in the member's cart, at today's price, whatever it held before. */
export async function buildCartSeat(db: Db, userId: string, ticketTypeId: string): Promise<void> {
  const [cart] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } })
    .returning({ id: carts.id });
  const [type] = await db
    .select({ priceKobo: ticketTypes.priceKobo })
    .from(ticketTypes)
    .where(eq(ticketTypes.id, ticketTypeId));
  await db.delete(cartTickets).where(eq(cartTickets.cartId, cart!.id));
  await db.insert(cartTickets).values({ cartId: cart!.id, ticketTypeId, quantity: 1, seenPriceKobo: type!.priceKobo });
}

export async function buildPaymentIssue(db: Db) {
  counter += 1;
  const [issue] = await db
    .insert(paymentIssues)
    .values({ kind: 'unknown_reference', reference: `GRT-UNKNOWN${counter}`, detail: 'A test problem.' })
    .returning();
  return issue!;
}

/** Every order's link secret, which opens the order to whoever holds it (a download must carry none). */
export async function orderLinkSecrets(db: Db): Promise<string[]> {
  return (await db.select({ secret: orders.linkSecret }).from(orders)).map((row) => row.secret);
}
