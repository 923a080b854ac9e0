// A first item, into a cart that does not exist yet (a new visitor's, or a member's first): the variant is
// checked, the cart and its line are written and the answer is read back in one statement, so one round
// trip and one commit (docs/performance.md). No row back means the variant is gone or the quantity does not
// fit, and nothing was written: the caller then reads why. Two first adds at once make one cart (the second
// finds the first's and adds to its line).
import { and, eq, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '@shared/shop';
import type { Cart } from '@shared/schemas/shop';
import type { Db } from '@server/db/database';
import { preparedOnce } from '@server/db/prepared-once';
import { imageDetailsOfUrl } from '@server/db/stored-images';
import { artists, cartLines, carts, products, productVariants, shopSettings } from '@server/db/schema';
import { conflict } from '@server/errors';
import { cartOf } from './cart-read';
import { checkQuantity, LINE_COLUMNS, presentLine, variantForSale, type CartOwner } from './repository';
import { ITEM_CHANGED } from '@server/shop/lib/shop-messages';

/** What a line's upsert sets when the cart holds the variant already: the quantities add, at most 10. */
export const ADD_TO_LINE = {
  quantity: sql`least(${MAX_LINE_QUANTITY}, ${cartLines.quantity} + excluded.quantity)`,
  seenPriceKobo: sql`excluded.seen_price_kobo`,
};

const newCartWithLine = (kind: 'user' | 'visitor') =>
  preparedOnce((db) => {
    const quantity = sql<number>`${sql.placeholder('quantity')}::int`;
    // The variant as the cart shows it, only when it is for sale with the quantity in stock.
    const fits = db.$with('fits').as(
      db
        .select({
          variantId: sql<string>`${productVariants.id}`.as('variant_id'),
          productId: sql<string>`${products.id}`.as('product_id'),
          slug: products.slug,
          name: sql<string>`${products.name}`.as('product_name'),
          artist: sql<string>`${artists.name}`.as('artist_name'),
          variantName: sql<string>`${productVariants.name}`.as('variant_name'),
          soleVariant: LINE_COLUMNS.soleVariant.as('sole_variant'),
          imageUrl: products.imageUrl,
          image: imageDetailsOfUrl(products.imageUrl).as('image'),
          unitPriceKobo: products.priceKobo,
          stock: productVariants.stock,
          deliveryFeeKobo: sql<number>`(select ${shopSettings.deliveryFeeKobo} from ${shopSettings}
            where ${shopSettings.id})`.as('delivery_fee_kobo'),
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .innerJoin(artists, eq(artists.id, products.artistId))
        .where(
          and(
            eq(productVariants.id, sql.placeholder('variantId')),
            sql`${quantity} between 1 and ${MAX_LINE_QUANTITY}`,
            sql`coalesce(${productVariants.stock} >= ${quantity}, true)`,
          ),
        ),
    );
    const owner = sql.placeholder('owner');
    const cart = db.$with('cart').as(
      db
        .insert(carts)
        .select(
          db
            .select({
              id: sql`gen_random_uuid()`.as('id'),
              userId: (kind === 'user' ? sql`${owner}::uuid` : sql`null::uuid`).as('user_id'),
              visitorHash: (kind === 'visitor' ? sql`${owner}::text` : sql`null::text`).as('visitor_hash'),
              createdAt: sql`now()`.as('created_at'),
              updatedAt: sql`now()`.as('updated_at'),
            })
            .from(fits),
        )
        .onConflictDoUpdate({
          target: kind === 'user' ? carts.userId : carts.visitorHash,
          set: { updatedAt: sql`now()` },
        })
        .returning({ id: carts.id }),
    );
    const line = db.$with('line').as(
      db
        .insert(cartLines)
        .select(
          db
            .select({
              cartId: cart.id,
              variantId: sql`${fits.variantId}`.as('variant_id'),
              quantity: quantity.as('quantity'),
              seenPriceKobo: fits.unitPriceKobo,
              addedAt: sql`now()`.as('created_at'),
            })
            .from(cart)
            .crossJoin(fits),
        )
        .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.variantId], set: ADD_TO_LINE })
        .returning({ cartId: cartLines.cartId, quantity: cartLines.quantity, seenPriceKobo: cartLines.seenPriceKobo }),
    );
    return db
      .with(fits, cart, line)
      .select({
        cartId: line.cartId,
        deliveryFeeKobo: fits.deliveryFeeKobo,
        line: {
          variantId: fits.variantId,
          productId: fits.productId,
          slug: fits.slug,
          name: fits.name,
          artist: fits.artist,
          variantName: fits.variantName,
          soleVariant: fits.soleVariant,
          imageUrl: fits.imageUrl,
          image: fits.image,
          unitPriceKobo: fits.unitPriceKobo,
          quantity: line.quantity,
          seenPriceKobo: line.seenPriceKobo,
          stock: fits.stock,
        },
      })
      .from(line)
      .crossJoin(fits)
      .prepare(`cart_made_with_line_for_${kind}`);
  });
const newCartWithLineForUser = newCartWithLine('user');
const newCartWithLineForVisitor = newCartWithLine('visitor');

/** A visitor who has no cart yet: their token's hash, and the cookie that carries it, given once the cart is made. */
export interface NewVisitor {
  visitorHash: string;
  giveCookie(): void;
}

/** Adds a first item for an owner without a cart (null: a new visitor), answering the cart it made. */
export async function addToNewCart(
  db: Db,
  owner: CartOwner | null,
  newVisitor: () => NewVisitor,
  variantId: string,
  quantity: number,
): Promise<Cart> {
  const visitor = owner ? null : newVisitor();
  const cartOwner = owner ?? { visitorHash: visitor!.visitorHash };
  const [added] =
    'userId' in cartOwner
      ? await newCartWithLineForUser(db).execute({ owner: cartOwner.userId, variantId, quantity })
      : await newCartWithLineForVisitor(db).execute({ owner: cartOwner.visitorHash, variantId, quantity });
  if (!added) {
    checkQuantity(await variantForSale(db, variantId), quantity);
    throw conflict(ITEM_CHANGED, 'TRY_AGAIN');
  }
  visitor?.giveCookie();
  return cartOf([presentLine(added.line)], [], added.deliveryFeeKobo);
}
