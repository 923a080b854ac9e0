// The same server started with DATABASE_URL pointing at PostgreSQL serves the same screens.
// Included by vitest.config.ts only when TEST_DATABASE_URL is set (as CI does).
import { describe, expect, inject, it } from 'vitest';
import type { ProductPage } from '@shared/schemas/catalog';
import { apiGet, useBrowser } from './support/browser';
import { addFromProductPage, fillCheckout, payOnHostedPage, receiptOf } from './support/shop';

describe('the app on PostgreSQL', () => {
  const browser = useBrowser();
  const baseUrl = inject('postgresBaseUrl')!;
  const fakes = inject('fakeServicesUrl');

  it('reports PostgreSQL and serves the demo catalogue on every public screen', async () => {
    expect(await apiGet<{ database: string }>(baseUrl, '/api/health')).toEqual({ status: 'ok', database: 'postgres' });
    const page = await browser.open('/', undefined, baseUrl);
    await page.locator('[data-testid="product-card"]').first().waitFor();
    expect(await page.locator('[data-testid="product-card"]').count()).toBe(4);
    expect(await page.locator('[data-testid="event-card"]').count()).toBe(2);
    expect(await page.locator('[data-testid="artist-card"]').count()).toBe(3);

    for (const [path, testId, count] of [
      ['/music', 'product-card', 14],
      ['/events', 'event-card', 8],
      // The ten of the directory and the five makers of products who were not in it.
      ['/artists', 'artist-card', 15],
      ['/stories', 'story-card', 8],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByTestId(testId).first().waitFor();
      expect(await page.getByTestId(testId).count(), path).toBe(count);
    }
  });

  it('serves each item page with its head and its screen, and 404 for an unknown slug', async () => {
    const { items } = await apiGet<ProductPage>(baseUrl, '/api/products?limit=1');
    const product = items[0]!;
    const html = await (await fetch(`${baseUrl}/music/${product.slug}`)).text();
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="http://127\\.0\\.0\\.1:\\d+/og/product/${product.slug}\\.png"`),
    );
    const page = await browser.open(`/music/${product.slug}`, undefined, baseUrl);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('main').getByRole('link', { name: product.artist, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: product.artist }).waitFor();
    expect((await fetch(`${baseUrl}/music/no-such-record`)).status).toBe(404);
  });

  it('sells a record: a visitor pays on Paystack, lands on "Payment received" and gets the receipt', async () => {
    const email = `pg-buyer${Date.now().toString(36)}@example.com`;
    const page = await browser.open('/music/lagos-nights', undefined, baseUrl);
    await addFromProductPage(page, 'lagos-nights');
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByRole('link', { name: 'Checkout' }).click();
    await fillCheckout(page, email);
    // ₦15,000 and the default delivery of ₦2,500.
    const reference = await payOnHostedPage(page, '₦17,500');
    expect((await receiptOf(fakes, email, reference)).subject).toBe(`Your Griot order ${reference}: payment received`);
  });
});
