// Add to Cart, the shop's busiest write: checked first and written after, each statement prepared once, no
// transaction. Nothing is written until the variant and the quantity are known to fit, so a refusal leaves
// no cart behind; a new visitor's cart is made only then. Two adds of one line at once both land (the
// upsert adds), at most 10: the stock itself is only ever taken at checkout.
import { eq, sql } from 'drizzle-orm';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@shared/shop';
import type { Db } from '@server/db/database';
import { preparedOnce } from '@server/db/prepared-once';
import { cartLines, carts } from '@server/db/schema';
import { conflict } from '@server/errors';
import { checkQuantity, variantForSale, type CartOwner } from './repository';

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

/** The owner's cart, made when they have none (two adds at once make one). */
const cartFor = (kind: 'user' | 'visitor') =>
  preparedOnce((db) => {
    const column = kind === 'user' ? carts.userId : carts.visitorHash;
    return db
      .insert(carts)
      .values(kind === 'user' ? { userId: sql.placeholder('owner') } : { visitorHash: sql.placeholder('owner') })
      .onConflictDoUpdate({ target: column, set: { updatedAt: sql`now()` } })
      .returning({ id: carts.id })
      .prepare(`cart_for_${kind}`);
  });
const cartForUser = cartFor('user');
const cartForVisitor = cartFor('visitor');

async function ensureCartId(db: Db, owner: CartOwner): Promise<string> {
  const [cart] =
    'userId' in owner
      ? await cartForUser(db).execute({ owner: owner.userId })
      : await cartForVisitor(db).execute({ owner: owner.visitorHash });
  return cart!.id;
}

const upsertLine = preparedOnce((db) =>
  db
    .insert(cartLines)
    .values({
      cartId: sql.placeholder('cartId'),
      variantId: sql.placeholder('variantId'),
      quantity: sql.placeholder('quantity'),
      seenPriceKobo: sql.placeholder('price'),
    })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.variantId],
      set: {
        quantity: sql`least(${MAX_LINE_QUANTITY}, ${cartLines.quantity} + excluded.quantity)`,
        seenPriceKobo: sql`excluded.seen_price_kobo`,
      },
    })
    .prepare('cart_line_upsert'),
);

/**
 * Adds `quantity` of a variant to the owner's cart, remembering the price the buyer saw; `newOwner` names a
 * visitor who has no cart yet (it gives them their cookie). Answers the cart's id.
 */
export async function addToCart(
  db: Db,
  owner: CartOwner | null,
  newOwner: () => CartOwner,
  variantId: string,
  quantity: number,
): Promise<string> {
  const variant = await variantForSale(db, variantId);
  const [state] = !owner
    ? []
    : 'userId' in owner
      ? await stateByUser(db).execute({ owner: owner.userId, variantId })
      : await stateByVisitor(db).execute({ owner: owner.visitorHash, variantId });
  checkQuantity(variant, (state?.quantity ?? 0) + quantity);
  if (state && state.quantity === 0 && state.lines >= MAX_CART_LINES) {
    throw conflict(`A cart holds at most ${MAX_CART_LINES} different items.`, 'CART_FULL');
  }
  const cartId = state?.cartId ?? (await ensureCartId(db, owner ?? newOwner()));
  await upsertLine(db).execute({ cartId, variantId, quantity, price: variant.priceKobo });
  return cartId;
}
