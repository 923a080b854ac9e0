import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { waitForLoaded } from './support/page-state';
import { joinThroughForm } from './support/accounts';

const LISTS = [
  ['products', '/music'],
  ['events', '/events'],
  ['artists', '/artists'],
  ['stories', '/stories'],
] as const;

describe('when the API fails', () => {
  const browser = useBrowser();

  it("shows the cards' shapes, never a blank, while a list or the home page answers slowly", async () => {
    for (const [api, path, card] of [
      ['**/api/products?*', '/music', 'product-card'],
      ['**/api/home', '/', 'artist-card'],
    ] as const) {
      const page = await browser.open('about:blank');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(api, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path);
      const loading = page.getByRole('status', { name: 'Loading' });
      await loading.waitFor();
      expect(await loading.count(), path).toBe(1);
      expect(await page.locator('[data-spinner] li').count(), path).toBeGreaterThanOrEqual(3);
      release();
      await page.locator(`[data-testid="${card}"]`).first().waitFor();
      await waitForLoaded(page);
      expect(await page.locator('[data-spinner]').count(), path).toBe(0);
    }
  });

  for (const [list, path] of LISTS) {
    it(`shows the red message for ${list}, and Try again loads the list once the API answers`, async () => {
      const page = await browser.open('about:blank');
      await page.route(`**/api/${list}?*`, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"code":"INTERNAL","message":"boom"}}',
        }),
      );
      await page.goto(path);
      const alert = page.getByRole('alert').filter({ hasText: `Failed to fetch ${list}. Please try again later.` });
      await alert.waitFor();
      const colour = await alert.evaluate((el) => getComputedStyle(el).color);
      const [r, g, b] = colour.match(/\d+/g)!.map(Number);
      expect(r!, colour).toBeGreaterThan(g! + 60);
      expect(r!, colour).toBeGreaterThan(b! + 60);
      expect(await page.locator('article').count()).toBe(0);

      await page.unroute(`**/api/${list}?*`);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.locator('article').first().waitFor();
      expect(await alert.count()).toBe(0);
    });
  }

  it('shows that it is offline when the server cannot be reached, and recovers by itself', async () => {
    const page = await browser.open('/artists');
    await page.locator('[data-testid="artist-card"]').first().waitFor();

    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('navigation').first().getByRole('link', { name: 'Stories', exact: true }).click();
    const banner = page.getByTestId('offline-banner');
    await banner.waitFor({ timeout: 15_000 });
    expect(await banner.textContent()).toContain('You are offline. Griot will reconnect automatically.');

    await page.unroute('**/api/**');
    await banner.waitFor({ state: 'detached', timeout: 20_000 });
    await page.locator('[data-testid="story-card"]').first().waitFor({ timeout: 20_000 });
  });

  it('keeps the signed-in header while the server cannot say who is signed in, and asks again once it answers', async () => {
    const page = await browser.open('/');
    await joinThroughForm(page);
    const header = page.getByRole('banner');
    await page.route('**/api/auth/session', (route) => route.abort('connectionrefused'));
    await page.reload();
    await header.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await header.getByRole('link', { name: 'Sign In' }).count()).toBe(0);

    // The session ends meanwhile: once the server answers again, the header follows it without a reload.
    await page.request.post('/api/auth/logout', { headers: { origin: browser.baseUrl } });
    await page.unroute('**/api/auth/session');
    await header.getByRole('link', { name: 'Sign In' }).waitFor({ timeout: 20_000 });
  });

  it('treats 10 seconds without an answer as offline', async () => {
    const page = await browser.open('about:blank');
    await page.route('**/api/events?*', () => {
      // never answered
    });
    await page.goto('/events');
    await page.getByTestId('offline-banner').waitFor({ timeout: 15_000 });
  });

  it("shows an item page's failure with Try again, which loads it once the API answers", async () => {
    const page = await browser.open('about:blank');
    let failing = true;
    await page.route('**/api/products/*', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":{"code":"INTERNAL","message":"boom"}}',
          })
        : route.continue(),
    );
    await page.goto('/music/lagos-nights');
    await page.getByText('We could not load this product. Please try again.').waitFor();
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lagos Nights' }).waitFor();
  });
});
