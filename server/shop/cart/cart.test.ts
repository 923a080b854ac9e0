import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Cart } from '@shared/schemas/shop';
import { carts, products, productVariants } from '@server/db/schema';
import { buildProduct } from '@server/test/factories/catalog';
import { testDrivers } from '@server/test/database';
import { Browser, DEFAULT_FEE, useShop } from '@server/test/shop';

async function productWithVariant(
  db: Parameters<typeof buildProduct>[0],
  overrides: Parameters<typeof buildProduct>[1] = {},
) {
  const product = await buildProduct(db, overrides);
  const [variant] = await db.select().from(productVariants).where(eq(productVariants.productId, product.id));
  return { product, variantId: variant!.id };
}

describe.each(testDrivers())('the cart on %s', (driver) => {
  const { ctx } = useShop(driver);

  it('is empty for a visitor without a cookie, and sets none on a read', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/cart' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      lines: [],
      tickets: [],
      count: 0,
      subtotalKobo: 0,
      deliveryKobo: 0,
      totalKobo: 0,
    });
    expect(response.cookies).toEqual([]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps a visitor’s lines behind an HttpOnly cookie, with prices re-read from the products', async () => {
    const db = ctx.database.db;
    const a = await productWithVariant(db, { name: 'Lagos Nights', priceKobo: 1_500_000 });
    const b = await productWithVariant(db, { name: 'Talking Drum Tee', priceKobo: 1_200_050 });
    const browser = new Browser(ctx);

    const added = await browser.add(a.variantId, 2);
    expect(added.statusCode).toBe(200);
    const cookie = added.cookies.find((c) => c.name === 'griot_cart')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // A first item's answer is made in its write (first-add.ts): it is the cart as any read shows it.
    expect(added.json()).toEqual((await browser.request('GET', '/api/cart')).json());
    await browser.add(b.variantId);

    const cart = (await browser.request('GET', '/api/cart')).json<Cart>();
    expect(cart.lines.map((line) => [line.name, line.quantity, line.unitPriceKobo, line.lineTotalKobo])).toEqual([
      ['Lagos Nights', 2, 1_500_000, 3_000_000],
      ['Talking Drum Tee', 1, 1_200_050, 1_200_050],
    ]);
    expect(cart).toMatchObject({
      count: 3,
      subtotalKobo: 4_200_050,
      deliveryKobo: DEFAULT_FEE,
      totalKobo: 4_200_050 + DEFAULT_FEE,
    });
    expect(cart.lines[0]).toMatchObject({ variantName: null, previousPriceKobo: null, problem: null, maxQuantity: 10 });

    // The price is the product's now, and the cart says what it was.
    await db.update(products).set({ priceKobo: 1_600_000 }).where(eq(products.id, a.product.id));
    const repriced = (await browser.request('GET', '/api/cart')).json<Cart>();
    expect(repriced.lines[0]).toMatchObject({ unitPriceKobo: 1_600_000, previousPriceKobo: 1_500_000 });
    expect(repriced.subtotalKobo).toBe(4_400_050);

    // Another browser sees none of it.
    expect((await new Browser(ctx).request('GET', '/api/cart')).json<Cart>().count).toBe(0);
  });

  it('holds at most 10 of a variant and never more than its stock, saying why', async () => {
    const db = ctx.database.db;
    const plenty = await productWithVariant(db, { name: 'Plenty' });
    const few = await productWithVariant(db, { name: 'Few', stock: 3 });
    const none = await productWithVariant(db, { name: 'None', stock: 0 });
    const browser = new Browser(ctx);

    await browser.add(plenty.variantId, 8);
    const tooMany = await browser.add(plenty.variantId, 3);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      error: { code: 'LINE_LIMIT', message: 'At most 10 of one item fit in an order.' },
    });
    expect((await browser.add(few.variantId, 4)).json()).toEqual({
      error: { code: 'NOT_ENOUGH_STOCK', message: 'Only 3 of Few are left.' },
    });
    expect((await browser.add(none.variantId)).json()).toEqual({
      error: { code: 'SOLD_OUT', message: 'None is sold out.' },
    });
    const bad = await browser.add(plenty.variantId, 11);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toBe(
      'Quantity must be a whole number from 1 to 10.',
    );
    expect((await browser.add('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    await browser.add(few.variantId, 3);
    const set = await browser.request('PUT', `/api/cart/lines/${plenty.variantId}`, { quantity: 10 });
    expect(set.json<Cart>().lines.map((line) => line.quantity)).toEqual([10, 3]);
    expect((await browser.request('PUT', `/api/cart/lines/${few.variantId}`, { quantity: 4 })).statusCode).toBe(409);

    // Stock sold elsewhere shows on the line, which checkout will refuse.
    await db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, few.variantId));
    const cart = (await browser.request('GET', '/api/cart')).json<Cart>();
    expect(cart.lines[1]).toMatchObject({
      stock: 1,
      maxQuantity: 1,
      problemCode: 'few_left',
      problem: 'Only 1 of Few is left.',
    });

    const removed = await browser.request('DELETE', `/api/cart/lines/${few.variantId}`);
    expect(removed.json<Cart>().lines.map((line) => line.name)).toEqual(['Plenty']);
  });

  it('says its refusals in the language the page asks for, and keeps its answer’s words as they are', async () => {
    const db = ctx.database.db;
    const few = await productWithVariant(db, { name: 'Few', stock: 3 });
    const none = await productWithVariant(db, { name: 'None', stock: 0 });
    const browser = new Browser(ctx);
    browser.language = 'fr';
    expect((await browser.add(few.variantId, 4)).json()).toEqual({
      error: { code: 'NOT_ENOUGH_STOCK', message: 'Il ne reste que 3 exemplaires de Few.' },
    });
    expect((await browser.add(none.variantId)).json()).toEqual({
      error: { code: 'SOLD_OUT', message: 'None est épuisé.' },
    });
    browser.language = 'yo,en;q=0.5';
    expect((await browser.request('PUT', `/api/cart/lines/${few.variantId}`, { quantity: 1 })).json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Ọjà yìí kò sí nínú àpò ọjà rẹ.' },
    });

    // The cart is data: its line's problem is a code the screen words, and its English stays for API clients.
    browser.language = 'fr';
    await browser.add(few.variantId, 3);
    await db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, few.variantId));
    let cart = (await browser.request('GET', '/api/cart')).json<Cart>();
    expect(cart.lines[0]).toMatchObject({ problemCode: 'few_left', maxQuantity: 1, problem: 'Only 1 of Few is left.' });
    await db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, few.variantId));
    cart = (await browser.request('GET', '/api/cart')).json<Cart>();
    expect(cart.lines[0]).toMatchObject({ problemCode: 'sold_out', problem: 'Few is sold out.' });
  });

  it('names the size of a product sold in sizes', async () => {
    const db = ctx.database.db;
    const { product, variantId } = await productWithVariant(db, { name: 'Tee' });
    await db.update(productVariants).set({ name: 'M' }).where(eq(productVariants.id, variantId));
    await db.insert(productVariants).values({ productId: product.id, name: 'L', stock: 2, position: 1 });
    const browser = new Browser(ctx);
    const cart = (await browser.add(variantId)).json<Cart>();
    expect(cart.lines[0]!.variantName).toBe('M');
  });

  it('joins a visitor’s cart to the member’s when they sign in, adding up to 10 a line', async () => {
    const db = ctx.database.db;
    const a = await productWithVariant(db, { name: 'A' });
    const b = await productWithVariant(db, { name: 'B' });
    const browser = new Browser(ctx);
    // The member already has a cart from another device.
    const other = new Browser(ctx);
    await other.join('member@example.com');
    await other.add(a.variantId, 7);

    await browser.add(a.variantId, 5);
    await browser.add(b.variantId, 1);
    const signIn = await browser.request('POST', '/api/auth/login', {
      email: 'member@example.com',
      password: 'correct horse battery',
    });
    expect(signIn.statusCode).toBe(200);

    const merged = await browser.request('GET', '/api/cart');
    expect(merged.statusCode, merged.body).toBe(200);
    const cart = merged.json<Cart>();
    expect(cart.lines.map((line) => [line.name, line.quantity])).toEqual([
      ['A', 10],
      ['B', 1],
    ]);
    expect((await other.request('GET', '/api/cart')).json<Cart>().count).toBe(11);
    expect(await db.select().from(carts)).toHaveLength(1);
  });

  it('leaves no cart behind a refused add, and counts two adds of one line at once', async () => {
    const db = ctx.database.db;
    const gone = await productWithVariant(db, { name: 'Gone', stock: 0 });
    const refused = await new Browser(ctx).add(gone.variantId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { message: 'Gone is sold out.' } });
    expect(refused.headers['set-cookie']).toBeUndefined();
    const tooMany = await new Browser(ctx).add((await productWithVariant(db, { name: 'Few', stock: 2 })).variantId, 3);
    expect(tooMany.json()).toMatchObject({ error: { message: 'Only 2 of Few are left.' } });
    const missing = await new Browser(ctx).add('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(await db.select().from(carts)).toEqual([]);

    const { variantId } = await productWithVariant(db, { name: 'Popular' });
    const browser = new Browser(ctx);
    await browser.add(variantId);
    await Promise.all([browser.add(variantId, 2), browser.add(variantId, 3)]);
    const cart = (await browser.request('GET', '/api/cart')).json<Cart>();
    expect(cart.lines.map((line) => line.quantity)).toEqual([6]);
    expect(await db.select().from(carts)).toHaveLength(1);
  });
});
