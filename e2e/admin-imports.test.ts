import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { StoryPage } from '@shared/schemas/catalog';
import { apiGet, useBrowser } from './support/browser';
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
    await page.goto(`/admin/${section}`);
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

  it("lists an outlet's feed, imports its stories with a link to the original, and removes the feed", async () => {
    const page = await browser.open('/');
    await signInAsAdmin(page, admin);
    const panel = await importOn(page, 'stories', 'Story Feeds');

    await panel.getByLabel('Outlet').fill('Lagos Beat');
    await panel.getByLabel('Feed address').fill('ftp://lagosbeat.example/feed');
    await panel.getByRole('button', { name: 'Add Feed' }).click();
    await panel
      .getByRole('alert')
      .filter({ hasText: 'Feed address must be an http:// or https:// address.' })
      .waitFor();
    expect(await panel.getByLabel('Outlet').inputValue()).toBe('Lagos Beat');

    await panel.getByLabel('Feed address').fill(`${inject('feedsUrl')}/rss.xml`);
    await panel.getByRole('button', { name: 'Add Feed' }).click();
    await panel.getByRole('list', { name: 'Feeds' }).getByText('Lagos Beat').waitFor();
    await panel.getByRole('button', { name: 'Import from Feeds' }).click();
    await panel.getByText(/^Imported \d+ stor(y|ies) from 1 feed\.$/).waitFor();

    const { items } = await apiGet<StoryPage>(browser.baseUrl, '/api/stories?limit=100');
    const story = items.find((item) => item.title === 'Tems announces a homecoming show')!;
    await page.goto(`/stories/${story.slug}`);
    await page.getByRole('heading', { level: 1, name: 'Tems announces a homecoming show' }).waitFor();
    const source = page.getByRole('link', { name: 'Read the full story at Lagos Beat' });
    expect(await source.getAttribute('href')).toBe('https://lagosbeat.example/tems-homecoming');
    expect(await page.getByText('The singer returns to Eko in December.').count()).toBe(1);

    const again = await importOn(page, 'stories', 'Story Feeds');
    await again.getByRole('button', { name: 'Remove Lagos Beat' }).click();
    await again.getByText('No feeds yet.').waitFor();
  });
});
