// axe-core on every screen of the app, at 1280 and 390 px: no serious or critical violation (docs/product.md §11).
// Every route of the route table (shared/routes.ts) is checked, the public ones as a visitor and the admin
// area's as an admin, then the member's screens signed in and the states a click opens; a route with a
// `:param` needs its values in PARAMS, so that a new screen cannot slip past this test. One browser and
// one page per role: each screen is loaded once and checked at both widths by resizing.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { violations } from './support/axe';
import { DESKTOP, launchChromium, PHONE } from './support/browser';
import { waitForLoaded } from './support/page-state';
import { fill, prepareRoles, readParams, tableScreens, type Role, type Screen } from './support/screens';

/** Beyond the route table's own screens: the admin's other lists, the states a click opens, the door. */
const ADMIN_EXTRAS: Screen[] = [
  {
    path: '/admin/products',
    then: {
      name: 'the Add Product dialog',
      act: async (page) => {
        await page.getByRole('button', { name: 'Add Product' }).click();
        await page.getByRole('dialog').waitFor();
      },
    },
  },
  {
    path: '/admin/products',
    then: {
      name: 'the delete confirmation',
      act: async (page) => {
        await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
        await page.getByRole('alertdialog').waitFor();
      },
    },
  },
  { path: '/admin/events' },
  { path: '/admin/artists' },
  { path: '/admin/stories' },
  { path: '/check-in' },
  { path: '/check-in/:slug', route: 'checkIn' },
];

/** The screens that differ for a member (the rest are checked as a visitor). */
const MEMBER_SCREENS: Screen[] = [
  { path: '/' },
  { path: '/profile' },
  { path: '/account' },
  { path: '/notifications' },
  { path: '/tickets' },
  { path: '/orders' },
  { path: '/community' },
  { path: '/community/forum/:forumId?compose=1', route: 'forum' },
  { path: '/community/post/:postId', route: 'post' },
  {
    path: '/community/post/:postId',
    route: 'post',
    then: {
      name: 'the report dialog',
      act: async (page) => {
        await page.getByRole('button', { name: 'Report', exact: true }).first().click();
        await page.getByRole('dialog').waitFor();
      },
    },
  },
  { path: '/check-in' },
];

/** The states a visitor opens by a click or a query. */
const VISITOR_EXTRAS: Screen[] = [
  // The lists' filters: a filtered list with Clear filters, its empty state, and a value the server refuses.
  { path: '/music?category=Vinyl&min=1000&inStock=1' },
  { path: '/events?when=past&city=Nowhere' },
  { path: '/artists?location=Nowhere' },
  { path: '/stories?category=Gossip' },
  { path: '/search?q=highlife' },
  { path: '/search?q=highlife&type=event' },
  { path: '/search?q=ibrahim%20tore' },
  { path: '/search?q=zzqxv' },
  {
    path: '/',
    widths: [DESKTOP],
    then: {
      name: 'the search suggestions',
      act: async (page) => {
        await page.getByRole('combobox', { name: 'Search Griot' }).fill('highlife');
        await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first().waitFor();
      },
    },
  },
  {
    path: '/music',
    widths: [PHONE],
    then: {
      name: 'the search panel',
      act: async (page) => {
        await page.getByRole('button', { name: 'Open search' }).click();
        await page.getByRole('combobox', { name: 'Search Griot' }).waitFor();
      },
    },
  },
  {
    path: '/music',
    widths: [PHONE],
    then: {
      name: 'the phone menu',
      act: async (page) => {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('#mobile-menu').waitFor();
      },
    },
  },
];

/**
 * Opens the screen at the first width, waits until it has loaded (and opens what `then` opens), and checks
 * it at each width: the layouts differ by CSS alone, so a resize is enough, without loading it again.
 */
async function check(page: Page, screen: Screen): Promise<string[]> {
  const [first, ...others] = screen.widths ?? [DESKTOP, PHONE];
  await page.setViewportSize(first!);
  await page.goto(fill(screen));
  await waitForLoaded(page);
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  if (screen.then) await screen.then.act(page);
  const found: string[] = [];
  for (const size of [first!, ...others]) {
    await page.setViewportSize(size);
    for (const line of await violations(page)) found.push(`${size.width} px: ${line}`);
  }
  return found;
}

describe('axe finds no serious or critical violation', () => {
  const baseUrl = inject('baseUrl');
  const admin = inject('adminCredentials');
  let browser: Browser;
  const pages = {} as Record<Role, Page>;
  const started = Date.now();

  beforeAll(async () => {
    await readParams(baseUrl);
    browser = await launchChromium();
    for (const role of ['visitor', 'member', 'admin'] as const) {
      const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl, locale: 'en-NG' });
      pages[role] = await context.newPage();
    }
    await prepareRoles(pages, admin);
  });
  afterAll(async () => {
    await browser?.close();
    console.log(`accessibility: every screen checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  const cases = (role: Role, screens: Screen[]) =>
    screens.map((screen) => [`${screen.path}${screen.then ? ` with ${screen.then.name}` : ''}`, role, screen] as const);

  it('finds a violation planted on a screen (so that the test can fail)', async () => {
    const page = pages.visitor;
    await page.goto('/');
    await waitForLoaded(page);
    await page.evaluate(() => {
      const planted = document.createElement('div');
      // Styled through the CSSOM: the page's CSP refuses style attributes written in markup.
      planted.innerHTML = '<img src="/favicon.svg"><p>Faint words</p><button></button>';
      planted.querySelector('p')!.style.color = '#ddd';
      document.getElementById('main')!.append(planted);
    });
    const found = await violations(page);
    const rules = found.map((line) => line.split(' ', 1)[0]);
    expect(rules).toEqual(expect.arrayContaining(['image-alt', 'color-contrast', 'button-name']));
  });

  it.each([
    ...tableScreens().flatMap(({ role, screen }) => cases(role, [screen])),
    ...cases('visitor', VISITOR_EXTRAS),
    ...cases('member', MEMBER_SCREENS),
    ...cases('admin', ADMIN_EXTRAS),
  ])('%s as a %s', async (_, role, screen) => {
    expect(await check(pages[role], screen)).toEqual([]);
  });
});
