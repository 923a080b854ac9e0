import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { signInAsAdmin } from './support/accounts';
import { controlFakeServices } from './support/fake-services';

/** Every request the page makes from now on, to prove that no third-party call or key reaches the browser. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

describe('imports as an admin', () => {
  const browser = useBrowser();
  const admin = inject('adminCredentials');
  const fakes = inject('fakeServicesUrl');
  const newsKey = inject('newsApiKey');

  async function importOn(page: Page, section: string, heading: string) {
    await page.goto(`/#/admin/${section}`);
    const panel = page.getByRole('region', { name: heading });
    await panel.waitFor();
    return panel;
  }

  it('imports artists from the music service, then finds them all existing, with no third-party call in the browser', async () => {
    const page = await browser.open('/');
    const requests = recordRequests(page);
    await signInAsAdmin(page, admin);
    const panel = await importOn(page, 'artists', 'Import Artists');
    expect(await panel.getByLabel('Location').inputValue()).toBe('Nigeria');

    await panel.getByRole('button', { name: 'Import' }).click();
    const result = panel.getByRole('status');
    await result.filter({ hasText: 'MusicBrainz' }).waitFor();
    const first = (await result.textContent()) ?? '';
    expect(first).toMatch(/Found 10/);
    expect(first).toMatch(/Imported 10/);
    expect(first).toMatch(/Already existing 0/);
    await page.getByTestId('admin-item').filter({ hasText: 'Lagos City Orchestra' }).waitFor();

    await panel.getByRole('button', { name: 'Import' }).click();
    await result.filter({ hasText: 'Imported 0' }).waitFor();
    expect(await result.textContent()).toMatch(/Already existing 10/);

    const origin = new URL(browser.baseUrl).origin;
    expect(
      requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')),
    ).toEqual([]);
    expect(requests.some((url) => url.includes(newsKey))).toBe(false);
  });

  it('falls back to sample data when the music service is down, and says so', async () => {
    const page = await browser.open('/');
    await signInAsAdmin(page, admin);
    const panel = await importOn(page, 'artists', 'Import Artists');
    await controlFakeServices(fakes, { musicbrainz: 'down' });
    try {
      await panel.getByLabel('Location').fill('Ghana');
      await panel.getByRole('button', { name: 'Import' }).click();
      const result = panel
        .getByRole('status')
        .filter({ hasText: 'The music service is unavailable, so sample data is in use.' });
      await result.waitFor();
      expect(await result.textContent()).toMatch(/Sample data/);
    } finally {
      await controlFakeServices(fakes, { musicbrainz: 'ok' });
    }
  });

  it("asks for a location before importing: 'Please enter a location'", async () => {
    const page = await browser.open('/');
    await signInAsAdmin(page, admin);
    for (const [section, heading] of [
      ['artists', 'Import Artists'],
      ['events', 'Import Events'],
    ] as const) {
      const panel = await importOn(page, section, heading);
      await panel.getByLabel('Location').fill('   ');
      await panel.getByRole('button', { name: 'Import' }).click();
      await panel.getByRole('alert').filter({ hasText: 'Please enter a location' }).waitFor();
    }
  });

  it('imports news stories through the server, the key never reaching the browser', async () => {
    const page = await browser.open('/');
    const requests = recordRequests(page);
    await signInAsAdmin(page, admin);
    const panel = await importOn(page, 'stories', 'Import Stories');
    await panel.getByLabel('Category').selectOption('music');
    await panel.getByLabel('Country').selectOption('gh');
    await panel.getByRole('button', { name: 'Import' }).click();
    const result = panel.getByRole('status').filter({ hasText: 'News API' });
    await result.waitFor();
    expect(await result.textContent()).toMatch(/Imported 10/);

    const sent = (await (await fetch(`${fakes}/__requests`)).json()) as Array<{ url: string; apiKey?: string }>;
    const newsCall = sent.filter((r) => r.url.startsWith('/v2/top-headlines')).at(-1)!;
    expect(newsCall.apiKey).toBe(newsKey);
    expect(newsCall.url).toContain('country=gh');
    expect(newsCall.url).not.toContain(newsKey);
    expect(requests.some((url) => url.includes(newsKey) || url.includes('/v2/top-headlines'))).toBe(false);
  });

  it('generates weekly events for a location', async () => {
    const page = await browser.open('/');
    await signInAsAdmin(page, admin);
    const panel = await importOn(page, 'events', 'Import Events');
    await panel.getByLabel('Location').fill(`Accra ${Date.now()}`);
    await panel.getByRole('button', { name: 'Import' }).click();
    const result = panel.getByRole('status').filter({ hasText: 'Generated locally' });
    await result.waitFor();
    expect(await result.textContent()).toMatch(/Imported 10/);
  });

  it("shows 'Import failed: {reason}' when an import fails", async () => {
    const page = await browser.open('/');
    await signInAsAdmin(page, admin);
    const panel = await importOn(page, 'events', 'Import Events');
    await page.route('**/api/admin/imports/events', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL","message":"The database is busy."}}',
      }),
    );
    await panel.getByRole('button', { name: 'Import' }).click();
    await panel.getByRole('alert').filter({ hasText: 'Import failed: The database is busy.' }).waitFor();
  });
});
