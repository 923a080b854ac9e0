import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { formatNairaIn } from '@shared/locale-format/format';
import { formatEventDate, formatStoryDate, splitDisplayDate } from '@shared/dates';
import type { Page } from 'playwright-core';
import type { ArtistPage, EventPage, ProductPage, StoryPage } from '@shared/schemas/catalog';
import { apiGet, PHONE, useBrowser } from './support/browser';
import { expectEventually, waitForLoaded } from './support/page-state';
import { keep } from './support/screenshots';

describe('catalogue screens', () => {
  const browser = useBrowser();

  it('/music: The Marketplace lists every product newest first with naira prices', async () => {
    const { items } = await apiGet<ProductPage>(browser.baseUrl, `/api/products?limit=${DEFAULT_PAGE_SIZE}`);
    const page = await browser.open('/music');
    await page.getByRole('heading', { level: 1, name: 'The Marketplace' }).waitFor();
    const cards = page.locator('[data-testid="product-card"]');
    await cards.first().waitFor();

    expect(await cards.count()).toBe(items.length);
    expect(await cards.locator('h3').allTextContents()).toEqual(items.map((p) => p.name));
    const first = cards.first();
    expect(await first.textContent()).toContain(formatNairaIn(items[0]!.priceKobo, 'en'));
    expect(await first.textContent()).toContain(items[0]!.artist);
    // A picture, or the tile that stands in for a missing one, is named.
    const art = first.getByRole('img').first();
    expect(
      await art.evaluate((element) => element.getAttribute('alt') ?? element.getAttribute('aria-label')),
    ).toBeTruthy();
  });

  it('/music: Add to Cart shows without hover: a tap on a touch screen and Enter from the keyboard add to the cart', async () => {
    const addButton = (page: Page) =>
      page.locator('[data-testid="product-card"]').getByRole('button', { name: 'Add to Cart' }).first();
    const opacity = (page: Page) => addButton(page).evaluate((el) => getComputedStyle(el).opacity);

    const phone = await browser.openOnTouchScreen('/music');
    await addButton(phone).waitFor();
    expect(await opacity(phone)).toBe('1');
    await addButton(phone).tap();
    await phone.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

    // A mouse that is nowhere near the card, then the keyboard.
    const desktop = await browser.open('/music');
    await addButton(desktop).waitFor();
    expect(await opacity(desktop)).toBe('1');
    const before = desktop.url();
    await addButton(desktop).focus();
    await desktop.keyboard.press('Enter');
    await desktop.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    expect(desktop.url()).toBe(before);
  });

  it('/music: Load more fetches the next page from the server', async () => {
    const { items } = await apiGet<ProductPage>(browser.baseUrl, `/api/products?limit=${DEFAULT_PAGE_SIZE}`);
    const page = await browser.open('about:blank');
    // Smaller pages than the client asks for, so that the demo catalogue spans two of them.
    await page.route('**/api/products?*', (route) =>
      route.continue({
        url: route
          .request()
          .url()
          .replace(/limit=\d+/, 'limit=8'),
      }),
    );
    await page.goto('/music');
    const cards = page.locator('[data-testid="product-card"]');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(8);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expectEventually(async () => (await cards.count()) === items.length);
    expect(await cards.locator('h3').allTextContents()).toEqual(items.map((p) => p.name));
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  });

  it('/events: Upcoming Events, soonest first, each date split into month, day and year', async () => {
    const { items } = await apiGet<EventPage>(browser.baseUrl, `/api/events?limit=${DEFAULT_PAGE_SIZE}`);
    const page = await browser.open('/events');
    await page.getByRole('heading', { level: 1, name: 'Upcoming Events' }).waitFor();
    const cards = page.locator('[data-testid="event-card"]');
    await cards.first().waitFor();

    expect(await cards.count()).toBe(items.length);
    for (let i = 0; i < items.length; i++) {
      const expected = splitDisplayDate(formatEventDate(items[i]!.date));
      const card = cards.nth(i);
      expect(await card.locator('[data-testid="event-month"]').textContent()).toBe(expected.month);
      expect(await card.locator('[data-testid="event-day"]').textContent()).toBe(expected.day);
      expect(await card.locator('[data-testid="event-year"]').textContent()).toBe(expected.year);
      expect(await card.textContent()).toContain(items[i]!.location);
    }
    // Get Tickets opens the event's page at its tickets (the demo's Afrobeat Night Live sells some).
    const selling = items.findIndex((item) => item.slug === 'afrobeat-night-live');
    await cards.nth(selling).getByRole('link', { name: 'Get Tickets' }).click();
    await page.getByRole('heading', { level: 2, name: 'Tickets' }).waitFor();
    const address = new URL(page.url());
    expect(`${address.pathname}${address.hash}`).toBe('/events/afrobeat-night-live#tickets');
    // Scrolled to them once the page has them.
    await expectEventually(async () => (await page.evaluate(() => window.scrollY)) > 0);
  });

  it("/artists: Creatives Directory with View Profile leading to the artist's page", async () => {
    const { items } = await apiGet<ArtistPage>(browser.baseUrl, `/api/artists?limit=${DEFAULT_PAGE_SIZE}`);
    const page = await browser.open('/artists');
    await page.getByRole('heading', { level: 1, name: 'Creatives Directory' }).waitFor();
    const cards = page.locator('[data-testid="artist-card"]');
    await cards.first().waitFor();

    expect(await cards.count()).toBe(items.length);
    expect(await cards.locator('h3').allTextContents()).toEqual(items.map((a) => a.name));
    expect(await cards.first().textContent()).toContain(items[0]!.discipline);
    expect(await cards.first().textContent()).toContain(items[0]!.bio);
    await cards
      .first()
      .getByRole('link', { name: /View Profile/ })
      .click();
    // A deliberate change from the first release, whose View Profile led to the visitor's own /profile.
    await page.waitForURL(new RegExp(`:\\d+/artists/${items[0]!.slug}$`));
    await page.getByRole('heading', { level: 1, name: items[0]!.name }).waitFor();
  });

  it('/stories: Stories & Insights, newest featured across two columns', async () => {
    const { items } = await apiGet<StoryPage>(browser.baseUrl, `/api/stories?limit=${DEFAULT_PAGE_SIZE}`);
    const page = await browser.open('/stories');
    await page.getByRole('heading', { level: 1, name: 'Stories & Insights' }).waitFor();
    const cards = page.locator('[data-testid="story-card"]');
    await cards.first().waitFor();

    expect(await cards.count()).toBe(items.length);
    expect(await cards.locator('h2, h3').allTextContents()).toEqual(items.map((s) => s.title));
    expect(await cards.first().textContent()).toContain(formatStoryDate(items[0]!.date));
    expect(await cards.first().getAttribute('data-featured')).toBe('true');
    expect(await page.locator('[data-featured="true"]').count()).toBe(1);
    const featured = (await cards.nth(0).boundingBox())!;
    const regular = (await cards.nth(1).boundingBox())!;
    expect(featured.width).toBeGreaterThan(regular.width * 1.8);
  });

  it('every screen fits a phone without sideways scrolling', async () => {
    for (const path of ['/music', '/events', '/artists', '/stories']) {
      const page = await browser.open(path, PHONE);
      await page.locator('article').first().waitFor();
      await waitForLoaded(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(PHONE.width);
      expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
      if (path === '/music') {
        // Two records side by side, as in a shop's rack, and the first of them on the first screen.
        const cards = page.getByTestId('product-card');
        const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
        expect(second.y).toBe(first.y);
        expect(second.x).toBeGreaterThan(first.x + first.width);
        expect(first.y).toBeLessThan(PHONE.height * 0.6);
        await keep(page, 'music-phone');
      }
    }
  });
});
