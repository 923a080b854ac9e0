// The cart as every cart request answers it, in one prepared statement: the delivery settings' row, the
// owner's cart and its lines with their products and artists as they are now; its seats, when it holds
// any, in a second (server/shop/cart/cart-tickets.ts). One round trip and no query
// building per request, which is what a cart read costs (docs/performance.md).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Cart, CartLine } from '@shared/schemas/shop';
import type { Db } from '@server/db/database';
import { preparedOnce } from '@server/db/prepared-once';
import {
  artists,
  cartLines,
  carts,
  cartTickets,
  products,
  productVariants,
  shopSettings,
  storedImages,
} from '@server/db/schema';
import { imageDetailsJoin } from '@server/db/stored-images';
import { LINE_COLUMNS, presentLine } from './repository';
import { readCartTickets } from './cart-tickets';

/** Whose cart: by the member, the visitor's cookie, or the cart itself (after a write). */
export type CartKey = { userId: string } | { visitorHash: string } | { cartId: string };

const statementFor = (name: 'user' | 'visitor' | 'cart') =>
  preparedOnce((db) => {
    const column = name === 'user' ? carts.userId : name === 'visitor' ? carts.visitorHash : carts.id;
    return db
      .select({
        deliveryFeeKobo: shopSettings.deliveryFeeKobo,
        cartId: carts.id,
        // Most carts hold goods alone: their seats are read (a second statement) only when there are some.
        hasSeats: sql<boolean>`exists (select 1 from ${cartTickets} where ${cartTickets.cartId} = ${carts.id})`,
        line: LINE_COLUMNS,
      })
      .from(shopSettings)
      .leftJoin(carts, eq(column, sql.placeholder('key')))
      .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
      .leftJoin(productVariants, eq(productVariants.id, cartLines.variantId))
      .leftJoin(products, eq(products.id, productVariants.productId))
      .leftJoin(artists, eq(artists.id, products.artistId))
      .leftJoin(storedImages, imageDetailsJoin(products.imageUrl))
      .where(and(eq(shopSettings.id, true)))
      .orderBy(asc(cartLines.addedAt), asc(cartLines.variantId))
      .prepare(`cart_read_by_${name}`);
  });
const byUser = statementFor('user');
const byVisitor = statementFor('visitor');
const byCart = statementFor('cart');

export async function readCart(db: Db, key: CartKey): Promise<Cart> {
  const rows =
    'userId' in key
      ? await byUser(db).execute({ key: key.userId })
      : 'visitorHash' in key
        ? await byVisitor(db).execute({ key: key.visitorHash })
        : await byCart(db).execute({ key: key.cartId });
  // A line whose variant was deleted since is gone with it (its row cascades); a product is never missing.
  const lines: CartLine[] = rows.flatMap(({ line }) =>
    line.variantId && line.productId ? [presentLine(line as Parameters<typeof presentLine>[0])] : [],
  );
  const first = rows[0];
  const tickets = first?.hasSeats && first.cartId ? await readCartTickets(db, first.cartId) : [];
  return cartOf(lines, tickets, first?.deliveryFeeKobo ?? 0);
}

/** The cart of these lines and seats, with its totals. */
export function cartOf(lines: CartLine[], tickets: Cart['tickets'], deliveryFeeKobo: number): Cart {
  const all = [...lines, ...tickets];
  const subtotalKobo = all.reduce((sum, line) => sum + line.lineTotalKobo, 0);
  // Tickets are not delivered: only goods cost a delivery fee.
  const deliveryKobo = lines.length > 0 ? deliveryFeeKobo : 0;
  return {
    lines,
    tickets,
    count: all.reduce((sum, line) => sum + line.quantity, 0),
    subtotalKobo,
    deliveryKobo,
    totalKobo: subtotalKobo + deliveryKobo,
  };
}
