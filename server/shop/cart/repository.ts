// Carts and their lines. A line holds a variant and a quantity; its price, name and stock are read anew on
// every read, so the cart never shows (and checkout never charges) anything but today's price.
import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, MAX_TICKETS_PER_ORDER } from '@shared/shop';
import type { CartLine } from '@shared/schemas/shop';
import { cartLineProblemText, type CartLineProblem } from '@shared/cart-problems';
import type { Db } from '@server/db/database';
import { artists, cartLines, carts, cartTickets, products, productVariants, storedImages } from '@server/db/schema';
import {
  imageDetailsJoin,
  imageDetailsJson,
  presentImageDetails,
  type ImageDetailsRow,
} from '@server/db/stored-images';
import { conflict, notFound } from '@server/errors';
import { preparedOnce } from '@server/db/prepared-once';
import { ITEM_GONE, ITEM_NOT_IN_CART, lineLimit, soldOut, unitsLeft } from '@server/shop/lib/shop-messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';

export type CartOwner = { userId: string } | { visitorHash: string };

// The cart's reads run on every cart request and take no other input: built and prepared once
// (server/db/prepared-once.ts), so neither the query builder nor the planner works on them again.
const cartOfVisitor = preparedOnce((db) =>
  db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.visitorHash, sql.placeholder('owner')))
    .prepare('cart_of_visitor'),
);
const cartOfUser = preparedOnce((db) =>
  db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.userId, sql.placeholder('owner')))
    .prepare('cart_of_user'),
);

export async function findCartId(db: Db, owner: CartOwner): Promise<string | null> {
  const [cart] =
    'userId' in owner
      ? await cartOfUser(db).execute({ owner: owner.userId })
      : await cartOfVisitor(db).execute({ owner: owner.visitorHash });
  return cart?.id ?? null;
}

/** The owner's cart, made when they have none (two requests at once make one). */
export async function ensureCartId(db: Db, owner: CartOwner): Promise<string> {
  const [cart] = await db
    .insert(carts)
    .values('userId' in owner ? { userId: owner.userId } : { visitorHash: owner.visitorHash })
    .onConflictDoUpdate({
      target: 'userId' in owner ? carts.userId : carts.visitorHash,
      set: { updatedAt: sql`now()` },
    })
    .returning({ id: carts.id });
  return cart!.id;
}

/**
 * What a visitor put in their cart joins the member's cart when they sign in: quantities add up, at most
 * 10 a line; the visitor's cart is then gone.
 */
export async function mergeVisitorCart(db: Db, userId: string, visitorHash: string): Promise<void> {
  const visitorCartId = await findCartId(db, { visitorHash });
  if (!visitorCartId) return;
  await db.transaction(async (tx) => {
    const memberCartId = await ensureCartId(tx, { userId });
    await tx.execute(sql`
      insert into ${cartLines} (cart_id, variant_id, quantity, seen_price_kobo, created_at)
      select ${memberCartId}::uuid, variant_id, quantity, seen_price_kobo, created_at from ${cartLines} where cart_id = ${visitorCartId}::uuid
      on conflict (cart_id, variant_id) do update
        set quantity = least(${MAX_LINE_QUANTITY}, ${cartLines.quantity} + excluded.quantity)`);
    // Seats add up too; more than an order's 10 tickets is the cart's to fix at checkout.
    await tx.execute(sql`
      insert into ${cartTickets} (cart_id, ticket_type_id, quantity, seen_price_kobo, created_at)
      select ${memberCartId}::uuid, ticket_type_id, quantity, seen_price_kobo, created_at from ${cartTickets} where cart_id = ${visitorCartId}::uuid
      on conflict (cart_id, ticket_type_id) do update
        set quantity = least(${MAX_TICKETS_PER_ORDER}, ${cartTickets.quantity} + excluded.quantity)`);
    await tx.delete(carts).where(eq(carts.id, visitorCartId));
  });
}

/** What a cart line is read as: the variant, its product and artist, as they are now. */
export const LINE_COLUMNS = {
  variantId: productVariants.id,
  productId: products.id,
  slug: products.slug,
  name: products.name,
  artist: artists.name,
  variantName: productVariants.name,
  soleVariant: sql<boolean>`not exists (select 1 from ${productVariants} other
        where other.product_id = ${products.id} and other.id <> ${productVariants.id})`,
  imageUrl: products.imageUrl,
  // One JSON value: the cart's read nests these columns in its row, where a select cannot nest further.
  image: imageDetailsJson(),
  unitPriceKobo: products.priceKobo,
  quantity: cartLines.quantity,
  seenPriceKobo: cartLines.seenPriceKobo,
  stock: productVariants.stock,
};
interface LineRow {
  variantId: string;
  productId: string;
  slug: string;
  name: string;
  artist: string;
  variantName: string;
  soleVariant: boolean;
  imageUrl: string | null;
  image: ImageDetailsRow;
  unitPriceKobo: number;
  quantity: number;
  seenPriceKobo: number;
  stock: number | null;
}

const cartLinesOf = preparedOnce((db) =>
  db
    .select(LINE_COLUMNS)
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(artists, eq(artists.id, products.artistId))
    .leftJoin(storedImages, imageDetailsJoin(products.imageUrl))
    .where(eq(cartLines.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.variantId))
    .prepare('cart_lines'),
);

/** The lines as the cart shows them, oldest first. */
export async function readCartLines(db: Db, cartId: string): Promise<CartLine[]> {
  return (await cartLinesOf(db).execute({ cartId })).map(presentLine);
}

/** A line's row as the cart shows it: its size only when the product has several, what it costs, what is wrong. */
export function presentLine({ soleVariant, seenPriceKobo, ...row }: LineRow): CartLine {
  {
    const maxQuantity = Math.min(MAX_LINE_QUANTITY, row.stock ?? MAX_LINE_QUANTITY);
    const variantName = soleVariant ? null : row.variantName;
    const problemCode: CartLineProblem | null =
      row.stock === 0 ? 'sold_out' : row.quantity > maxQuantity ? 'few_left' : null;
    const problemText = cartLineProblemText({ problemCode, name: row.name, variantName, maxQuantity });
    return {
      ...row,
      variantName,
      image: presentImageDetails(row.image),
      lineTotalKobo: row.unitPriceKobo * row.quantity,
      maxQuantity,
      previousPriceKobo: seenPriceKobo === row.unitPriceKobo ? null : seenPriceKobo,
      problemCode,
      // In English for API clients: the screens word problemCode (docs/decisions/015-translations.md).
      problem: problemText && inEnglish(problemText),
    };
  }
}

const variantById = preparedOnce((db) =>
  db
    .select({ stock: productVariants.stock, priceKobo: products.priceKobo, name: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, sql.placeholder('variantId')))
    .prepare('cart_variant_for_sale'),
);

/** The variant as a line needs it, or a 404 when it is no longer sold. */
export async function variantForSale(db: Db, variantId: string) {
  const [variant] = await variantById(db).execute({ variantId });
  if (!variant) throw notFound(ITEM_GONE);
  return variant;
}

/** Refuses a quantity beyond the stock or the 10 a line holds, saying which. */
export function checkQuantity(variant: { stock: number | null; name: string }, quantity: number): void {
  if (variant.stock === 0) throw conflict(soldOut(variant.name), 'SOLD_OUT');
  if (variant.stock !== null && quantity > variant.stock) {
    throw conflict(unitsLeft(variant.name, variant.stock), 'NOT_ENOUGH_STOCK');
  }
  if (quantity > MAX_LINE_QUANTITY) {
    throw conflict(lineLimit(MAX_LINE_QUANTITY), 'LINE_LIMIT');
  }
}

export async function setLineQuantity(db: Db, cartId: string, variantId: string, quantity: number): Promise<void> {
  const variant = await variantForSale(db, variantId);
  checkQuantity(variant, quantity);
  const updated = await db
    .update(cartLines)
    .set({ quantity })
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)))
    .returning({ variantId: cartLines.variantId });
  if (updated.length === 0) throw notFound(ITEM_NOT_IN_CART);
}

export async function removeLine(db: Db, cartId: string, variantId: string): Promise<void> {
  await db.delete(cartLines).where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)));
}

/** After the buyer has seen the new prices (checkout refused with them), the cart remembers them. */
export async function acknowledgePrices(db: Db, cartId: string): Promise<void> {
  await db.execute(sql`update ${cartLines} l set seen_price_kobo = p.price_kobo
    from ${productVariants} v join ${products} p on p.id = v.product_id
    where l.cart_id = ${cartId} and v.id = l.variant_id and l.seen_price_kobo <> p.price_kobo`);
  await db.execute(sql`update ${cartTickets} ct set seen_price_kobo = tt.price_kobo from ticket_types tt
    where ct.cart_id = ${cartId} and tt.id = ct.ticket_type_id and ct.seen_price_kobo <> tt.price_kobo`);
}
