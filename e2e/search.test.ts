// Search (docs/product.md §14): the header's box suggests as one types and is worked with the
// keyboard; Enter opens the results, grouped by kind with a tab per kind; a typo finds the nearest name; a
// forum searches its own discussions.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CommunityHub } from '@shared/schemas/community';
import { apiGet, DESKTOP, PHONE, useBrowser } from './support/browser';
import { keep } from './support/screenshots';

const box = (page: Page) => page.getByRole('combobox', { name: 'Search Griot' });

describe('search', () => {
  const browser = useBrowser();

  it('at 1280 px, suggests as one types; ArrowDown and Enter open the suggestion', async () => {
    const page = await browser.open('/', DESKTOP);
    await box(page).click();
    // The list answers the last words typed, once typing pauses.
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('q') === 'ibrahim tou',
    );
    await box(page).pressSequentially('ibrahim tou');
    await answered;
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox
      .getByRole('option', { name: /Ibrahim Touré/ })
      .first()
      .waitFor();
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');
    await keep(page, 'search-suggestions-1280');

    await page.keyboard.press('ArrowDown');
    // The box learns the active option from the list once it has drawn it.
    await page.waitForFunction(() =>
      document.querySelector('[role="combobox"]')?.getAttribute('aria-activedescendant'),
    );
    const active = await box(page).getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator(`[id="${active}"]`).textContent()).toContain('Ibrahim Touré');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/artists/ibrahim-toure');
    await page.getByRole('heading', { level: 1, name: 'Ibrahim Touré' }).waitFor();
  });

  it('at 1280 px, Enter opens the results grouped by kind, and a tab narrows them', async () => {
    const page = await browser.open('/', DESKTOP);
    await box(page).fill('highlife');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'highlife');
    await page.getByRole('heading', { level: 1, name: 'Results for “highlife”' }).waitFor();
    const kinds = page.getByRole('navigation', { name: 'Kinds of results' });
    await kinds.getByRole('link', { name: /^All \d+/ }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Music' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: 'Events' }).count()).toBe(1);
    expect(await page.locator('mark').first().textContent()).toMatch(/highlife/i);
    await keep(page, 'search-results-1280');

    await kinds.getByRole('link', { name: /^Events \d+/ }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'event');
    const hits = page.getByTestId('search-hit');
    await hits.first().waitFor();
    for (const badge of await hits.locator('p').first().allTextContents()) expect(badge).toBe('Event');
    expect(await kinds.getByRole('link', { name: /^Events/ }).getAttribute('aria-current')).toBe('page');
  });

  it('at 390 px, the search button opens the box; a misspelt name finds the nearest one', async () => {
    const page = await browser.open('/music', PHONE);
    await page.getByRole('button', { name: 'Open search' }).click();
    await box(page).fill('ibrahim tore');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    await page.getByText('No exact matches for “ibrahim tore”. These names come closest.').waitFor();
    await page.getByTestId('search-hit').getByRole('link', { name: 'Ibrahim Touré' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await keep(page, 'search-approximate-390');

    await page.getByRole('button', { name: 'Open search' }).click();
    await box(page).fill('zzqxv');
    await page.keyboard.press('Enter');
    await page.getByText('Nothing found for “zzqxv”').waitFor();
    await keep(page, 'search-empty-390');
  });

  it("searches one forum's discussions from its page", async () => {
    const hub = await apiGet<CommunityHub>(browser.baseUrl, '/api/community');
    const wordOf = (title: string) => title.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w));
    const post = hub.recentPosts.find((p) => !p.deletedByAuthor && wordOf(p.title))!;
    const word = wordOf(post.title)!;
    const page = await browser.open(`/community/forum/${post.forumId}`, DESKTOP);
    await page.getByRole('searchbox', { name: 'Search this forum' }).fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    await page.waitForURL((url) => url.searchParams.get('forum') === post.forumId);
    await page.getByText('Searching one forum.').waitFor();
    await page.getByTestId('search-hit').getByRole('link', { name: post.title }).first().waitFor();
  });

  it("says the server's words when it asks for a pause, and Try again searches once it answers", async () => {
    const page = await browser.open('/', PHONE);
    const limited = JSON.stringify({
      error: { code: 'RATE_LIMITED', message: 'Too many searches. Please wait a moment and try again.' },
    });
    await page.route('**/api/search?*', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', headers: { 'retry-after': '30' }, body: limited }),
    );
    await page.goto(`${browser.baseUrl}/search?q=highlife`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Too many searches. Please wait a moment and try again.' })
      .waitFor();

    await page.unroute('**/api/search?*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('search-hit').first().waitFor();
  });
});
