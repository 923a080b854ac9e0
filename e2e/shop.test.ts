import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { signInAsAdmin } from './support/accounts';
import { expectEventually } from './support/page-state';
import { messages } from '@shared/messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import { mailTo } from './support/mail';
import { keep } from './support/screenshots';
import { addFromProductPage, fillCheckout, payOnHostedPage, receiptOf } from './support/shop';

describe('buying from the marketplace', () => {
  const browser = useBrowser();
  const fakes = inject('fakeServicesUrl');
  const admin = inject('adminCredentials');

  it('a visitor buys two records, pays on Paystack, gets a receipt, and the admin refunds the order', async () => {
    const email = `buyer${Date.now().toString(36)}@example.com`;
    const page = await browser.open('/music/lagos-nights');
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    await addFromProductPage(page, 'lagos-nights');
    // The second record is the demo's scarce one.
    await page.goto('/music/harmattan-sessions');
    await page
      .getByRole('main')
      .getByText(/^Only \d left$/)
      .waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    // The record's page is left scrolled down (Back would return there).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expectEventually(async () => (await page.evaluate(() => window.scrollY)) > 100);

    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(2);
    // ₦15,000 + ₦32,500 and the default delivery of ₦2,500.
    expect(await page.getByTestId('total').textContent()).toBe('₦50,000');
    await keep(page, 'cart-desktop');
    await page.setViewportSize(PHONE);
    await keep(page, 'cart-phone');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    // Bad input is named and nothing typed is lost.
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Phone').fill('12345');
    await page.getByRole('button', { name: 'Pay ₦50,000' }).click();
    await page.getByText('Enter a Nigerian phone number, such as 0803 123 4567.').waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
    await fillCheckout(page, email);
    // Pickup is off: delivery is said in words, not offered as a lone radio button.
    await page.getByText(inEnglish(messages.deliveredOnly)).waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
    await page.getByRole('checkbox', { name: /Send me Griot’s newsletter/ }).check();
    await keep(page, 'checkout-desktop');
    await page.setViewportSize(PHONE);
    await keep(page, 'checkout-phone');
    await page.setViewportSize(DESKTOP);

    // Paystack's hosted page (the local stand-in), then back to our order page.
    // Back from Paystack, the order opens at its top, on its heading (not where the record's page was left).
    const reference = await payOnHostedPage(page, '₦50,000');
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectEventually(() =>
      page.evaluate(
        (name) => document.activeElement?.matches('h1') === true && document.activeElement.textContent === name,
        `Order ${reference}`,
      ),
    );
    await keep(page, 'order-desktop');
    await page.setViewportSize(PHONE);
    await keep(page, 'order-phone');

    // The receipt arrives at the mail server, with the order's own link.
    const receipt = await receiptOf(fakes, email, reference);
    await mailTo(fakes, email, 'Confirm your subscription to the Griot newsletter');
    expect(receipt.subject).toBe(`Your Griot order ${reference}: payment received`);
    expect(receipt.text).toContain('Total paid: ₦50,000');
    expect(receipt.text).toMatch(new RegExp(`/orders/${reference}\\?key=[A-Za-z0-9_-]{43}`));
    // And the way to every order: My orders.
    expect(receipt.text).toMatch(/\/orders(\s|$)/);

    // The admin finds the order and refunds it.
    const adminPage = await browser.open('/');
    await signInAsAdmin(adminPage, admin);
    await adminPage.goto('/admin/orders');
    await adminPage.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await adminPage.getByLabel('Search orders').fill(email);
    await adminPage.getByRole('link', { name: reference }).waitFor();
    // On a phone: the sections in one row above the screen, and each order whole within the width.
    await adminPage.setViewportSize(PHONE);
    const nav = (await adminPage.getByRole('navigation', { name: 'Admin' }).boundingBox())!;
    expect(nav.height).toBeLessThan(60);
    const row = (await adminPage.getByTestId('admin-order-row').first().boundingBox())!;
    expect(row.x + row.width).toBeLessThanOrEqual(PHONE.width);
    expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await keep(adminPage, 'admin-orders-phone');
    await adminPage.setViewportSize(DESKTOP);
    await keep(adminPage, 'admin-orders-desktop');
    await adminPage.getByRole('link', { name: reference }).click();
    await adminPage.getByRole('heading', { level: 1, name: `Order ${reference}` }).waitFor();
    await adminPage.getByRole('button', { name: 'Refund ₦50,000' }).click();
    await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Refund' }).click();
    await adminPage.getByText('Refund pending · ₦50,000').waitFor();
    const paystack = (await (await fetch(`${fakes}/__paystack`)).json()) as {
      refunds: Array<{ transaction: string; amount: number }>;
    };
    expect(paystack.refunds).toContainEqual({ transaction: `${reference}-1`, amount: 5_000_000 });
  });

  it('a buyer leaves the payment page, comes back to Pay now, is declined, and buys again after the admin cancels', async () => {
    const email = `leaver${Date.now().toString(36)}@example.com`;
    const page = await browser.open('/');
    await addFromProductPage(page, 'lagos-nights');
    await page.goto('/checkout');
    await fillCheckout(page, email);
    await page.getByRole('button', { name: 'Pay ₦17,500' }).click();
    await page.getByRole('heading', { name: 'Test payment' }).waitFor();
    // Back from Paystack's page without paying: the cart is kept and leads to the order.
    await page.goBack();
    const notice = page.getByTestId('awaiting-payment');
    await notice.getByText('You have an order waiting for payment.').waitFor();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await notice.getByRole('link', { name: 'Pay now' }).click();
    await page.getByTestId('order-status').filter({ hasText: 'Awaiting payment' }).waitFor();
    const reference = /GRT-[0-9A-Z]{8}/.exec(page.url())![0];
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await keep(page, `order-pay-now-${viewport.width}`);
    }
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByTestId('order-status').filter({ hasText: 'Payment failed' }).waitFor();

    // The admin's "Payment failed" filter finds it, under the same name, and keeps the filter in the address.
    const adminPage = await browser.open('/');
    await signInAsAdmin(adminPage, admin);
    await adminPage.goto('/admin/orders');
    await adminPage.getByLabel('Status').selectOption({ label: 'Payment failed' });
    await adminPage.waitForURL(/\/admin\/orders\?status=payment_failed$/);
    const row = adminPage.getByRole('row').filter({ hasText: reference });
    expect(await row.getByTestId('order-state').textContent()).toBe('Payment failed');
    for (const viewport of [DESKTOP, PHONE]) {
      await adminPage.setViewportSize(viewport);
      await keep(adminPage, `admin-orders-failed-${viewport.width}`);
    }
    await adminPage.setViewportSize(DESKTOP);
    await row.getByRole('link', { name: reference }).click();
    await adminPage.getByText('Payment failed · ₦17,500').waitFor();
    await adminPage.getByText('total ₦17,500', { exact: false }).waitFor();
    await adminPage.getByRole('button', { name: 'Cancel order' }).click();
    await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();

    // The ended order puts its line back in the cart.
    await page.reload();
    await page.getByRole('button', { name: 'Buy again' }).waitFor();
    await keep(page, `order-buy-again-${page.viewportSize()?.width}`);
    await page.getByRole('button', { name: 'Buy again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
  });

  it('a visitor picks a size on a phone, changes the quantity and empties the cart', async () => {
    const page = await browser.open('/music/talking-drum-tee', PHONE);
    const sizes = page.getByRole('group', { name: 'Size' });
    await sizes.getByRole('radio', { name: 'L', exact: true }).check({ force: true });
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByTestId('cart-line').getByText('Size L').waitFor();
    await page.getByRole('button', { name: 'More Talking Drum Tee (L)' }).click();
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    await page.getByRole('button', { name: 'Remove Talking Drum Tee (L)' }).click();
    await page.getByText('Your cart is empty').waitFor();
    await page.getByRole('link', { name: 'Browse the marketplace' }).waitFor();
  });
});
