// Add to Cart, the shop's busiest write: checked first and written after, each statement prepared once, no
// transaction. Nothing is written until the variant and the quantity are known to fit, so a refusal leaves
// no cart behind; a first item makes its cart in the same statement (first-add.ts). Two adds of one line at
// once both land (the upsert adds), at most 10: the stock itself is only ever taken at checkout.
import { eq, sql } from 'drizzle-orm';
import { MAX_CART_LINES } from '@shared/shop';
import type { Cart } from '@shared/schemas/shop';
import type { Db } from '@server/db/database';
import { preparedOnce } from '@server/db/prepared-once';
import { cartLines, carts } from '@server/db/schema';
import { conflict } from '@server/errors';
import { checkQuantity, variantForSale, type CartOwner } from './repository';
import { readCart } from './cart-read';
import { ADD_TO_LINE, addToNewCart, type NewVisitor } from './first-add';
import { cartFull } from '@server/shop/lib/shop-messages';

/** The owner's cart, the line's quantity of the variant and the cart's number of lines, in one query. */
const lineStateFor = (kind: 'user' | 'visitor') =>
  preparedOnce((db) =>
    db
      .select({
        cartId: carts.id,
        quantity: sql<number>`coalesce((select l.quantity from cart_lines l
          where l.cart_id = ${carts.id} and l.variant_id = ${sql.placeholder('variantId')}::uuid), 0)::int`,
        lines: sql<number>`(select count(*) from cart_lines l where l.cart_id = ${carts.id})::int`,
      })
      .from(carts)
      .where(eq(kind === 'user' ? carts.userId : carts.visitorHash, sql.placeholder('owner')))
      .prepare(`cart_line_state_by_${kind}`),
  );
const stateByUser = lineStateFor('user');
const stateByVisitor = lineStateFor('visitor');

const upsertLine = preparedOnce((db) =>
  db
    .insert(cartLines)
    .values({
      cartId: sql.placeholder('cartId'),
      variantId: sql.placeholder('variantId'),
      quantity: sql.placeholder('quantity'),
      seenPriceKobo: sql.placeholder('price'),
    })
    .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.variantId], set: ADD_TO_LINE })
    .returning({ cartId: cartLines.cartId })
    .prepare('cart_line_upsert'),
);

/**
 * Adds `quantity` of a variant to the owner's cart, remembering the price the buyer saw; `newVisitor` names a
 * visitor who has no cart yet. Answers the cart as it is now.
 */
export async function addToCart(
  db: Db,
  owner: CartOwner | null,
  newVisitor: () => NewVisitor,
  variantId: string,
  quantity: number,
): Promise<Cart> {
  const [state] = !owner
    ? []
    : 'userId' in owner
      ? await stateByUser(db).execute({ owner: owner.userId, variantId })
      : await stateByVisitor(db).execute({ owner: owner.visitorHash, variantId });
  if (!state) return addToNewCart(db, owner, newVisitor, variantId, quantity);
  const variant = await variantForSale(db, variantId);
  checkQuantity(variant, state.quantity + quantity);
  if (state.quantity === 0 && state.lines >= MAX_CART_LINES) {
    throw conflict(cartFull(MAX_CART_LINES), 'CART_FULL');
  }
  await upsertLine(db).execute({ cartId: state.cartId, variantId, quantity, price: variant.priceKobo });
  return readCart(db, { cartId: state.cartId });
}
