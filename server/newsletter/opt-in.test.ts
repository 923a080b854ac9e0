import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailMessages, newsletterSubscribers, productVariants } from '@server/db/schema';
import { buildProduct } from '@server/test/factories/catalog';
import { testDrivers } from '@server/test/database';
import { Browser, SHOP_LIMITS_OFF, useShop } from '@server/test/shop';

const CONFIRM_SUBJECT = 'Confirm your subscription to the Griot newsletter';

describe.each(testDrivers())('the newsletter box at join and at checkout on %s', (driver) => {
  const { ctx } = useShop(driver, { shopLimits: SHOP_LIMITS_OFF });
  const db = () => ctx.database.db;

  const subscriberOf = async (email: string) =>
    (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  const confirmationsTo = async (email: string) =>
    (await db().select().from(mailMessages).where(eq(mailMessages.to, email))).filter(
      (mail) => mail.subject === CONFIRM_SUBJECT,
    );

  async function cartWithRecord(browser: Browser) {
    const product = await buildProduct(db(), { name: 'Lagos Nights', priceKobo: 1_500_000, stock: 5 });
    const [variant] = await db().select().from(productVariants).where(eq(productVariants.productId, product.id));
    await browser.add(variant!.id);
  }

  it('ticked at join, subscribes the address with a link to confirm; unticked, not at all', async () => {
    const join = (email: string, newsletter?: boolean) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/join',
        payload: { email, password: 'correct horse battery', ...(newsletter === undefined ? {} : { newsletter }) },
      });
    expect((await join('Kemi@Example.com', true)).statusCode).toBe(201);
    expect((await join('bayo@example.com', false)).statusCode).toBe(201);
    expect((await join('tunde@example.com')).statusCode).toBe(201);
    await ctx.app.jobs.runDue();

    // Pending until the mailed link is clicked: the box alone proves nothing (double opt-in).
    expect(await subscriberOf('kemi@example.com')).toMatchObject({ status: 'pending' });
    expect(await confirmationsTo('kemi@example.com')).toHaveLength(1);
    expect(await subscriberOf('bayo@example.com')).toBeUndefined();
    expect(await subscriberOf('tunde@example.com')).toBeUndefined();
    expect(await confirmationsTo('bayo@example.com')).toHaveLength(0);
  });

  it('ticked at checkout, subscribes the buyer with a link to confirm; a confirmed subscriber gets no new mail', async () => {
    const ticked = new Browser(ctx);
    await cartWithRecord(ticked);
    expect((await ticked.checkout({ email: 'ada@example.com', newsletter: true })).statusCode).toBe(201);
    const unticked = new Browser(ctx);
    await cartWithRecord(unticked);
    expect((await unticked.checkout({ email: 'chidi@example.com' })).statusCode).toBe(201);
    await db().insert(newsletterSubscribers).values({
      email: 'old@example.com',
      status: 'confirmed',
      unsubscribeToken: 'old-token',
      confirmedAt: new Date(),
    });
    const again = new Browser(ctx);
    await cartWithRecord(again);
    expect((await again.checkout({ email: 'old@example.com', newsletter: true })).statusCode).toBe(201);
    await ctx.app.jobs.runDue();

    expect(await subscriberOf('ada@example.com')).toMatchObject({ status: 'pending' });
    expect(await confirmationsTo('ada@example.com')).toHaveLength(1);
    expect(await subscriberOf('chidi@example.com')).toBeUndefined();
    expect(await subscriberOf('old@example.com')).toMatchObject({ status: 'confirmed' });
    expect(await confirmationsTo('old@example.com')).toHaveLength(0);
  });

  it('refuses a newsletter value that is not true or false', async () => {
    const browser = new Browser(ctx);
    await cartWithRecord(browser);
    expect((await browser.checkout({ newsletter: 'yes' as unknown as boolean })).statusCode).toBe(400);
  });
});
