// The lists' filters (docs/product.md §2a) at 1280 and 390 px: each filter narrows its list to what the API answers
// under it, the filters live in the address (a reload keeps them, Back restores the previous ones), Load more
// pages under them, and an empty or refused filter offers Clear filters.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import type { CatalogListName } from '@shared/domain';
import { messages } from '@shared/messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import { apiGet, DESKTOP, PHONE, useBrowser } from './support/browser';
import { expectEventually, waitForLoaded } from './support/page-state';

const WIDTHS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

const SCREEN: Record<CatalogListName, { path: string; card: string }> = {
  products: { path: '/music', card: 'product-card' },
  events: { path: '/events', card: 'event-card' },
  artists: { path: '/artists', card: 'artist-card' },
  stories: { path: '/stories', card: 'story-card' },
};

type Titled = { name: string } | { title: string };
const titleOf = (item: Titled) => ('name' in item ? item.name : item.title);

/** The titles the API lists under these filters (API names), first page. */
async function apiTitles(baseUrl: string, list: CatalogListName, filters: Record<string, string> = {}) {
  const query = new URLSearchParams({ ...filters, limit: String(DEFAULT_PAGE_SIZE) });
  const { items } = await apiGet<{ items: Titled[] }>(baseUrl, `/api/${list}?${query}`);
  return items.map(titleOf);
}

const cardTitles = (page: Page, list: CatalogListName) =>
  page.locator(`[data-testid="${SCREEN[list].card}"] h3`).allTextContents();

/** Waits until the screen's cards are these titles (an empty list shows the empty state instead). */
async function expectCards(page: Page, list: CatalogListName, titles: string[]): Promise<void> {
  await waitForLoaded(page);
  if (titles.length === 0) {
    await page.getByText(inEnglish(messages.noFilterMatches(list))).waitFor();
    return;
  }
  await expectEventually(async () => JSON.stringify(await cardTitles(page, list)) === JSON.stringify(titles), 10_000);
}

/** One filter of one list: how to set it on the screen, and what the address and the API then say. */
interface FilterCase {
  list: CatalogListName;
  name: string;
  /** The value to try: one that narrows the list when the demo content has one (see `narrows`). */
  pick: (baseUrl: string) => Promise<{ address: Record<string, string>; api: Record<string, string> }>;
  set: (page: Page, address: Record<string, string>) => Promise<void>;
  /** Whether the demo content can narrow the list by it (it has no past events, no imported stories). */
  narrows: boolean;
}

/** The first of `values` whose list is shorter than the whole, but not empty. */
async function narrowing(baseUrl: string, list: CatalogListName, param: string, values: string[]) {
  const all = (await apiTitles(baseUrl, list)).length;
  for (const value of values) {
    const count = (await apiTitles(baseUrl, list, { [param]: value })).length;
    if (count > 0 && count < all) return value;
  }
  throw new Error(`No ${param} of ${list} narrows the demo content`);
}

const options = <T>(baseUrl: string, list: CatalogListName) => apiGet<T>(baseUrl, `/api/filter-options/${list}`);

const selectCase = (
  list: CatalogListName,
  name: string,
  label: string,
  choices: (o: never) => string[],
): FilterCase => ({
  list,
  name,
  narrows: true,
  pick: async (baseUrl) => {
    const value = await narrowing(baseUrl, list, name, choices(await options<never>(baseUrl, list)));
    return { address: { [name]: value }, api: { [name]: value } };
  },
  set: (page, address) =>
    page
      .getByLabel(label, { exact: true })
      .selectOption(address[name]!)
      .then(() => undefined),
});

const CASES: FilterCase[] = [
  selectCase('products', 'category', 'Category', (o: { categories: string[] }) => o.categories),
  selectCase('products', 'artist', 'Artist', (o: { artists: Array<{ slug: string }> }) => o.artists.map((a) => a.slug)),
  {
    list: 'products',
    name: 'min',
    narrows: true,
    pick: async (baseUrl) => {
      const { priceKobo } = await options<{ priceKobo: { min: number; max: number } }>(baseUrl, 'products');
      const naira = Math.round((priceKobo.min + priceKobo.max) / 200);
      return { address: { min: String(naira) }, api: { minPriceKobo: String(naira * 100) } };
    },
    set: async (page, address) => {
      await page.getByLabel('Min price (₦)').fill(address.min!);
      await page.getByLabel('Min price (₦)').press('Enter');
    },
  },
  {
    list: 'products',
    name: 'inStock',
    narrows: false,
    pick: () => Promise.resolve({ address: { inStock: '1' }, api: { inStock: 'true' } }),
    set: checkInStock,
  },
  {
    list: 'events',
    name: 'when',
    narrows: false,
    pick: () => Promise.resolve({ address: { when: 'past' }, api: { when: 'past' } }),
    set: (page) =>
      page
        .getByLabel('When')
        .selectOption('past')
        .then(() => undefined),
  },
  selectCase('events', 'city', 'City', (o: { cities: string[] }) => o.cities),
  selectCase('artists', 'genre', 'Genre', (o: { genres: string[] }) => o.genres),
  selectCase('artists', 'location', 'Location', (o: { locations: string[] }) => o.locations),
  selectCase('stories', 'category', 'Category', (o: { categories: string[] }) => o.categories),
  {
    list: 'stories',
    name: 'source',
    narrows: false,
    pick: () => Promise.resolve({ address: { source: 'griot' }, api: { source: 'griot' } }),
    set: (page) =>
      page
        .getByLabel('Source')
        .selectOption('griot')
        .then(() => undefined),
  },
];

/**
 * Ticks In stock only. Not `check()`: the box shows the address, which the router changes in a transition,
 * so it is ticked a moment after the click rather than at once.
 */
async function checkInStock(page: Page): Promise<void> {
  await page.getByLabel('In stock only').click();
  await expectEventually(() => page.getByLabel('In stock only').isChecked());
}

/** On a phone the filters fold behind a Filters button (shut while none is set): it opens them. */
async function showFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if (await toggle.isVisible()) {
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
  }
  // The list's filter bar, not the header's search box (also a search landmark from 1280 px).
  await page.getByRole('main').getByRole('search').waitFor();
}

/** The address's query, as an object. */
const queryOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe.each(WIDTHS)('list filters on a %s', (_width, viewport) => {
  const browser = useBrowser();

  it.each(CASES.map((c) => [`${c.list}: ${c.name}`, c] as const))(
    '%s narrows the list to what the API answers, and survives a reload',
    async (_name, filter) => {
      const { address, api } = await filter.pick(browser.baseUrl);
      const all = await apiTitles(browser.baseUrl, filter.list);
      const expected = await apiTitles(browser.baseUrl, filter.list, api);
      if (filter.narrows) expect(expected.length).toBeLessThan(all.length);

      const page = await browser.open(SCREEN[filter.list].path, viewport);
      await expectCards(page, filter.list, all);
      await showFilters(page);
      await filter.set(page, address);
      await expectEventually(async () => JSON.stringify(queryOf(page)) === JSON.stringify(address));
      await expectCards(page, filter.list, expected);

      await page.reload();
      await expectCards(page, filter.list, expected);
      expect(queryOf(page)).toEqual(address);
      // The screen never scrolls sideways, with the bar and Clear filters on it.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page
        .getByRole('search')
        .getByRole('button', { name: inEnglish(messages.clearFilters) })
        .click();
      await expectCards(page, filter.list, all);
      expect(queryOf(page)).toEqual({});
    },
  );

  it('Back restores the previous filters, Forward the next, with their lists', async () => {
    const category = (await CASES[0]!.pick(browser.baseUrl)).address.category!;
    const page = await browser.open('/music', viewport);
    await expectCards(page, 'products', await apiTitles(browser.baseUrl, 'products'));
    await showFilters(page);
    const byCategory = await apiTitles(browser.baseUrl, 'products', { category });
    await page.getByLabel('Category', { exact: true }).selectOption(category);
    await expectCards(page, 'products', byCategory);
    await checkInStock(page);
    await expectCards(page, 'products', await apiTitles(browser.baseUrl, 'products', { category, inStock: 'true' }));

    await page.goBack();
    await expectCards(page, 'products', byCategory);
    expect(queryOf(page)).toEqual({ category });
    expect(await page.getByLabel('In stock only').isChecked()).toBe(false);
    expect(await page.getByLabel('Category', { exact: true }).inputValue()).toBe(category);

    await page.goBack();
    await expectCards(page, 'products', await apiTitles(browser.baseUrl, 'products'));
    expect(await page.getByLabel('Category', { exact: true }).inputValue()).toBe('');
    await page.goForward();
    await expectCards(page, 'products', byCategory);
  });

  it('an empty filtered list says so, and its Clear filters brings the whole list back', async () => {
    const page = await browser.open('/artists?location=Nowhere%20At%20All', viewport);
    await page.getByText(inEnglish(messages.noFilterMatches('artists'))).waitFor();
    expect(await page.getByText(inEnglish(messages.noFilterMatchesHint)).count()).toBe(1);
    // The one in the empty state, not the bar's.
    await page
      .getByRole('main')
      .getByRole('button', { name: inEnglish(messages.clearFilters) })
      .last()
      .click();
    await expectCards(page, 'artists', await apiTitles(browser.baseUrl, 'artists'));
    expect(new URL(page.url()).search).toBe('');
    // The button went with the filters: the focus is on the bar's first control, not lost to the page.
    expect(await page.evaluate(() => document.activeElement?.closest('[role="search"]') != null)).toBe(true);
  });

  it('a value the server refuses shows its reason and Clear filters, never a blank screen', async () => {
    const response = await fetch(`${browser.baseUrl}/api/stories?category=Gossip&limit=${DEFAULT_PAGE_SIZE}`);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { message: string } };

    const page = await browser.open('/stories?category=Gossip', viewport);
    await page.getByRole('alert').filter({ hasText: error.message }).waitFor();
    await page
      .getByRole('main')
      .getByRole('button', { name: inEnglish(messages.clearFilters) })
      .last()
      .click();
    await expectCards(page, 'stories', await apiTitles(browser.baseUrl, 'stories'));
  });

  it('Load more asks for the next page under the same filters', async () => {
    const category = 'Music';
    const expected = await apiTitles(browser.baseUrl, 'stories', { category });
    expect(expected.length).toBeGreaterThan(2);
    const page = await browser.blank(viewport);
    const asked: string[] = [];
    // Pages of two, so that the filtered list spans several.
    await page.route('**/api/stories?*', (route) => {
      const url = route
        .request()
        .url()
        .replace(/limit=\d+/, 'limit=2');
      asked.push(url);
      return route.continue({ url });
    });
    await page.goto(`/stories?category=${category}`);
    await expectCards(page, 'stories', expected.slice(0, 2));
    while (
      await page
        .getByRole('button', { name: 'Load more' })
        .isVisible()
        .catch(() => false)
    ) {
      const count = (await cardTitles(page, 'stories')).length;
      await page.getByRole('button', { name: 'Load more' }).click();
      await expectEventually(async () => (await cardTitles(page, 'stories')).length > count);
    }
    expect(await cardTitles(page, 'stories')).toEqual(expected);
    expect(asked.length).toBeGreaterThan(1);
    for (const url of asked) expect(new URL(url).searchParams.get('category')).toBe(category);
  });
});
