import { describe, expect, it } from 'vitest';
import { HOME_COUNTS } from '@shared/constants';
import { messages } from '@shared/messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import type { HomeData, ProductPage } from '@shared/schemas/catalog';
import { apiGet, PHONE, useBrowser } from './support/browser';
import { joinThroughForm } from './support/accounts';

describe('home screen', () => {
  const browser = useBrowser();

  it('shows the hero and the section counts: 4 products, 2 events, 3 artists', async () => {
    const page = await browser.open('/');
    await page.getByRole('heading', { level: 2, name: 'Latest Drops' }).waitFor();
    await page.locator('[data-testid="product-card"]').first().waitFor();

    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    for (const name of ['Shop Music', 'Buy Tickets', 'Join Community']) {
      expect(
        await page.getByRole('main').getByRole('link', { name, exact: true }).count(),
        name,
      ).toBeGreaterThanOrEqual(1);
    }
    expect(await page.locator('[data-testid="product-card"]').count()).toBe(4);
    expect(await page.locator('[data-testid="event-card"]').count()).toBe(2);
    expect(await page.locator('[data-testid="artist-card"]').count()).toBe(3);
    expect(await page.getByRole('heading', { level: 2, name: 'Upcoming Events' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: 'Community Spotlight' }).count()).toBe(1);
    expect(
      await page
        .getByRole('main')
        .getByRole('textbox', { name: /e-?mail/i })
        .count(),
    ).toBe(1);
  });

  it('shows the newest products as Latest Drops, in order', async () => {
    const newest = await apiGet<ProductPage>(browser.baseUrl, '/api/products?limit=4');
    const page = await browser.open('/');
    const cards = page.locator('[data-testid="product-card"]');
    await cards.first().waitFor();
    const names = await cards.locator('h3').allTextContents();
    expect(names).toEqual(newest.items.map((p) => p.name));
  });

  it('hero buttons lead to the marketplace, the events and joining', async () => {
    const page = await browser.open('/');
    await page.getByRole('main').getByRole('link', { name: 'Shop Music', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'The Marketplace' }).waitFor();
    expect(page.url()).toContain('/music');

    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Buy Tickets', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Upcoming Events' }).waitFor();
    expect(page.url()).toContain('/events');

    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Join Community', exact: true }).first().click();
    await page.waitForURL(/:\d+\/join$/);
  });

  it('offers a signed-in member “Start a Discussion”, never “Join Community”', async () => {
    const page = await browser.open('/');
    await joinThroughForm(page);
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Start a Discussion', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
    await page.goto('/');
    await main.getByRole('link', { name: 'Start a Discussion', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Join Community' }).count()).toBe(0);
  });

  it('says so with Try again, never an empty shop, when the home data cannot be loaded', async () => {
    const page = await browser.open('about:blank');
    await page.route('**/api/home', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL","message":"x"}}',
      }),
    );
    await page.goto('/');
    const alert = page.getByRole('alert').filter({ hasText: inEnglish(messages.homeLoadFailed) });
    await alert.waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Latest Drops' }).count()).toBe(0);
    expect(await page.getByText('New releases are on their way. Check back soon.').count()).toBe(0);

    await page.unroute('**/api/home');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('[data-testid="product-card"]').first().waitFor();
    expect(await page.locator('[data-testid="artist-card"]').count()).toBe(HOME_COUNTS.artists);
    expect(await alert.count()).toBe(0);
  });

  it('matches what the API says at phone width too', async () => {
    const home = await apiGet<HomeData>(browser.baseUrl, '/api/home');
    const page = await browser.open('/', PHONE);
    await page.locator('[data-testid="artist-card"]').first().waitFor();
    const artistNames = await page.locator('[data-testid="artist-card"] h3').allTextContents();
    expect(artistNames).toEqual(home.artists.map((a) => a.name));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });
});
