// An order's mails are in the language of the page that placed it (orders.locale, from its Accept-Language),
// a guest's as a member's: the catalog's words, the language's naira and dates, and its addresses.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CheckoutAnswer } from '@shared/schemas/shop';
import type { Locale } from '@shared/locales';
import { events, orders, productVariants } from '@server/db/schema';
import { cancelEvent } from '@server/shop/cancel/cancel-event';
import { catalogText } from '@server/test/catalog-text';
import { testDrivers } from '@server/test/database';
import { useFakeSmtp } from '@server/test/fake-smtp-suite';
import { buildProduct } from '@server/test/factories/catalog';
import { Browser, sendWebhook, SHOP_LIMITS_OFF, SHOP_URL, useShop } from '@server/test/shop';
import { buildTicketType, checkoutTickets } from '@server/test/tickets';

describe.each(testDrivers())('an order’s mails in its language on %s', (driver) => {
  const fake = useFakeSmtp();
  const shop = useShop(driver, { shopLimits: SHOP_LIMITS_OFF, mail: fake.mail });
  const { ctx, paystack } = shop;
  const db = () => ctx.database.db;

  /** A guest's browser on a page in `language`: its writes carry that Accept-Language. */
  function guestIn(language: string): Browser {
    const browser = new Browser(ctx);
    browser.language = language;
    return browser;
  }
  /** Checks out the browser's cart, pays it through Paystack and sends the mail that follows. */
  async function pay(browser: Browser, checkout: (browser: Browser) => ReturnType<Browser['checkout']>) {
    const placed = await checkout(browser);
    expect(placed.statusCode, placed.body).toBe(201);
    const { reference } = placed.json<CheckoutAnswer>();
    paystack.settle(`${reference}-1`, 'success');
    await sendWebhook(shop, 'charge.success', paystack.chargeData(paystack.transactions.get(`${reference}-1`)!));
    await ctx.app.jobs.runDue();
    const [order] = await db().select().from(orders).where(eq(orders.reference, reference));
    return order!;
  }
  /** A record for `priceKobo`, bought and paid for with delivery (₦2,500) by a guest on a page in `language`. */
  async function recordPaidIn(language: string, priceKobo: number) {
    const product = await buildProduct(db(), { name: 'Lagos Nights', priceKobo });
    const [variant] = await db().select().from(productVariants).where(eq(productVariants.productId, product.id));
    const browser = guestIn(language);
    await browser.add(variant!.id);
    return pay(browser, (buyer) => buyer.checkout());
  }
  const labelled = async (locale: Locale, label: string, value: string) =>
    catalogText(locale, 'mail.text.labelled', { label: await catalogText(locale, label), value });

  it('mails a guest who ordered from a French page a French receipt, French naira and French addresses', async () => {
    const order = await recordPaidIn('fr-FR,fr;q=0.9,en;q=0.5', 1_200_050);
    expect(order.locale).toBe('fr');

    const [receipt] = fake.smtp.received;
    const { reference, linkSecret } = order;
    expect(receipt!.subject).toBe(await catalogText('fr', 'shop.receipt-mail.subject', { reference }));
    const lines = receipt!.text.split('\n');
    expect(lines[0]).toBe(await catalogText('fr', 'shop.receipt-mail.heading'));
    expect(lines).toContain(await catalogText('fr', 'shop.receipt-mail.thanks', { fullName: 'Ada Obi', reference }));
    // French naira: the amount before the sign, narrow spaces between thousands, a decimal comma.
    expect(lines).toContain(
      await catalogText('fr', 'mail.text.labelled', { label: '1 × Lagos Nights', value: '12\u202f000,50\u00a0₦' }),
    );
    expect(lines).toContain(await labelled('fr', 'shop.order-mail.delivery', '2\u202f500\u00a0₦'));
    expect(lines).toContain(await labelled('fr', 'shop.order-mail.total-paid', '14\u202f500,50\u00a0₦'));
    expect(lines).toContain(await catalogText('fr', 'shop.receipt-mail.on-its-way'));
    const orderPage = `https://griot.test/fr/orders/${reference}?key=${linkSecret}`;
    expect(lines).toContain(await labelled('fr', 'shop.order-mail.view-order', orderPage));
    expect(lines).toContain(await labelled('fr', 'shop.receipt-mail.all-orders', 'https://griot.test/fr/orders'));
    expect(lines.at(-1)).toBe(await catalogText('fr', 'mail.footer'));
    expect(receipt!.html).toContain('<html lang="fr" dir="ltr">');
    expect(receipt!.html).toContain(`href="${orderPage}"`);
    expect(receipt!.text).not.toContain('Total paid');
  });

  it('prints a Hausa receipt’s naira as Hausa does', async () => {
    const order = await recordPaidIn('ha', 1_500_000);
    expect(order.locale).toBe('ha');

    const [receipt] = fake.smtp.received;
    expect(receipt!.subject).toBe(await catalogText('ha', 'shop.receipt-mail.subject', { reference: order.reference }));
    const lines = receipt!.text.split('\n');
    // "₦ 17,500": the sign, a no-break space, then the amount.
    expect(lines).toContain(await labelled('ha', 'shop.order-mail.total-paid', '₦\u00a017,500'));
    expect(lines).toContain(await labelled('ha', 'shop.order-mail.delivery', '₦\u00a02,500'));
    expect(receipt!.html).toContain('<html lang="ha" dir="ltr">');
  });

  it('tells a Yoruba ticket holder of a cancelled event with its day and refund in Yoruba', async () => {
    const { event, type } = await buildTicketType(db(), { price: 500_000 });
    const browser = guestIn('yo');
    await browser.request('POST', '/api/cart/tickets', { tickets: [{ ticketTypeId: type.id, quantity: 1 }] });
    const order = await pay(browser, (buyer) => checkoutTickets(buyer));
    await db()
      .update(events)
      .set({ startsAt: new Date('2027-01-08T18:00:00Z') })
      .where(eq(events.id, event.id));
    fake.smtp.received.length = 0;

    await cancelEvent(db(), event.id, SHOP_URL);
    await ctx.app.jobs.runDue();
    const [mail] = fake.smtp.received;
    expect(mail!.subject).toBe(await catalogText('yo', 'shop.event-cancelled-mail.subject', { eventName: event.name }));
    const lines = mail!.text.split('\n');
    expect(lines).toContain(
      await catalogText('yo', 'shop.event-cancelled-mail.sorry', {
        fullName: 'Ada Obi',
        eventName: event.name,
        day: 'Ọjọ́ Ẹtì, 8 Oṣù Ṣẹ́rẹ́ 2027',
      }),
    );
    expect(lines).toContain(await catalogText('yo', 'shop.event-cancelled-mail.refunding', { amount: '₦5,000' }));
    expect(lines).toContain(
      await labelled(
        'yo',
        'shop.order-mail.view-order',
        `https://griot.test/yo/orders/${order.reference}?key=${order.linkSecret}`,
      ),
    );
  });
});
