// Every product, event, artist and story has its own page: a card opens it, Back returns to the same place
// in the list, at both widths; the pages link to each other; old hash addresses land on their screens.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ArtistDetail, EventDetail, ProductPage, StoryPage } from '@shared/schemas/catalog';
import { apiGet, DESKTOP, PHONE, useBrowser } from './support/browser';
import { expectEventually, waitForLoaded } from './support/page-state';
import { keep } from './support/screenshots';

const JOURNEYS = [
  { list: '/music', heading: 'The Marketplace', card: 'product-card', link: (card: Locator) => card.locator('h3 a') },
  { list: '/events', heading: 'Upcoming Events', card: 'event-card', link: (card: Locator) => card.locator('h3 a') },
  {
    list: '/artists',
    heading: 'Creatives Directory',
    card: 'artist-card',
    link: (card: Locator) => card.getByRole('link', { name: 'View Profile' }),
  },
  {
    list: '/stories',
    heading: 'Stories & Insights',
    card: 'story-card',
    link: (card: Locator) => card.getByRole('link', { name: /^Read More/ }),
  },
];

const h1Of = (page: Page) => page.getByRole('heading', { level: 1 });

describe('item pages', () => {
  const browser = useBrowser();

  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    for (const journey of JOURNEYS) {
      it(`${journey.list} (${width}): a card opens its page, and Back returns to the same place in the list`, async () => {
        const page = await browser.open(journey.list, viewport);
        await page.getByRole('heading', { level: 1, name: journey.heading }).waitFor();
        const cards = page.getByTestId(journey.card);
        await cards.first().waitFor();
        const card = cards.nth((await cards.count()) - 2);
        await card.scrollIntoViewIfNeeded();
        const name = (await card.locator('h3').textContent())!.trim();
        // The place the list is left is where it is at the click: the click itself may scroll its link into
        // view first (a picture above it loading late moves it), so the place is read as the pointer goes down.
        await page.evaluate(() =>
          window.addEventListener('pointerdown', () => sessionStorage.setItem('left-at', String(window.scrollY)), {
            capture: true,
            once: true,
          }),
        );
        await journey.link(card).click();
        await h1Of(page).filter({ hasText: name }).waitFor();
        const scrolled = Number(await page.evaluate(() => sessionStorage.getItem('left-at')));
        expect(scrolled).toBeGreaterThan(200);
        expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${journey.list}/[a-z0-9-]+$`));
        expect(await h1Of(page).count()).toBe(1);
        // A new page starts at its top.
        expect(await page.evaluate(() => window.scrollY)).toBe(0);

        await page.goBack();
        await page.getByRole('heading', { level: 1, name: journey.heading }).waitFor();
        // The list grows back page by page before the place is restored: on a loaded machine that takes seconds
        // (the restorer waits up to 12 s: client/app/scroll-restoration.tsx).
        await expectEventually(
          async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled) <= 2,
          12_000,
        );
        expect(await card.isVisible()).toBe(true);
      });
    }
  }

  it('a product page shows its price, description and maker, and leads to the maker’s page', async () => {
    const { items } = await apiGet<ProductPage>(browser.baseUrl, '/api/products?limit=1');
    const product = items[0]!;
    const page = await browser.open(`/music/${product.slug}`);
    await h1Of(page).filter({ hasText: product.name }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();

    await page.getByRole('main').getByRole('link', { name: product.artist, exact: true }).click();
    await h1Of(page).filter({ hasText: product.artist }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/artists/${product.artistRef.slug}`);
    const artist = await apiGet<ArtistDetail>(browser.baseUrl, `/api/artists/${product.artistRef.slug}`);
    expect(artist.products.map((p) => p.name)).toContain(product.name);
    await page.getByRole('main').getByRole('link', { name: product.name, exact: true }).first().waitFor();
  });

  it('an event page shows the Lagos time, a map link and a calendar file', async () => {
    const { items } = await apiGet<{ items: EventDetail[] }>(browser.baseUrl, '/api/events?limit=1');
    const event = await apiGet<EventDetail>(browser.baseUrl, `/api/events/${items[0]!.slug}`);
    const page = await browser.open(`/events/${event.slug}`);
    await h1Of(page).filter({ hasText: event.name }).waitFor();
    expect(await page.getByText('(Lagos time)').count()).toBe(1);
    // Read aloud and copied as "…8:00 pm (Lagos time)", not "…8:00 pm(Lagos time)".
    expect(await page.getByText('(Lagos time)').locator('..').textContent()).toMatch(/\S \(Lagos time\)$/);
    const map = page.getByRole('link', { name: 'Open in OpenStreetMap' });
    expect(await map.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${event.slug}.ics`);
  });

  it('an event page lists its tickets with their prices and the seats left when few, at both widths', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await browser.open('/events/afrobeat-night-live', viewport);
      const tickets = page.getByRole('region', { name: 'Tickets' }).getByTestId('ticket-type');
      await tickets.first().waitFor();
      expect(await tickets.allInnerTexts()).toEqual([
        // Each with its stepper: − 0 +.
        expect.stringMatching(/^Early bird\s+12 left\s+₦5,000\s+−\s+0\s+\+$/),
        expect.stringMatching(/^Regular\s+₦8,000\s+−\s+0\s+\+$/),
        expect.stringMatching(/^VIP\s+₦25,000\s+−\s+0\s+\+$/),
      ]);
      await keep(page, `event-tickets-${viewport.width}`);
    }
  });

  it('a story page shows its whole text in paragraphs; an unknown slug shows Page Not Found', async () => {
    // A story written here (an imported one links to its outlet instead of carrying a text).
    const { items } = await apiGet<StoryPage>(browser.baseUrl, '/api/stories?limit=100');
    // The oldest: a seeded story, not one a journey before this one wrote with a single line.
    const story = [...items].reverse().find((item) => item.sourceUrl === null)!;
    const page = await browser.open(`/stories/${story.slug}`);
    await h1Of(page).filter({ hasText: story.title }).waitFor();
    expect(await page.locator('.story-body p').count()).toBeGreaterThanOrEqual(2);

    const missing = await page.goto('/stories/no-such-story');
    expect(missing!.status()).toBe(404);
    await h1Of(page).filter({ hasText: 'Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Stories' }).click();
    await page.getByRole('heading', { level: 1, name: 'Stories & Insights' }).waitFor();
  });

  it('every hash address of the first release lands on its path and screen', async () => {
    const page = await browser.open('/');
    await waitForLoaded(page);
    for (const [hash, path, heading] of [
      ['/#/', '/', /^The sound, stories/],
      ['/#/music', '/music', /^The Marketplace$/],
      ['/#/events', '/events', /^Upcoming Events$/],
      ['/#/artists', '/artists', /^Creatives Directory$/],
      ['/#/stories', '/stories', /^Stories & Insights$/],
      ['/#/community', '/community', /^Community$/],
      ['/#/community/forum/00000000-0000-4000-8000-000000000000', null, /^Forum Not Found$/],
      ['/#/community/post/00000000-0000-4000-8000-000000000000', null, /^Post Not Found$/],
      ['/#/profile', '/profile', /^Please Sign In$/],
      ['/#/login', '/login', /^Sign In$/],
      ['/#/join', '/join', /^Join Community$/],
      ['/#/admin/login', '/admin/login', /^Admin Panel$/],
      ['/#/admin', '/admin/login', /^Admin Panel$/],
      ['/#/admin/products', '/admin/login', /^Admin Panel$/],
    ] as const) {
      await page.goto(hash);
      await h1Of(page).filter({ hasText: heading }).waitFor();
      const url = new URL(page.url());
      expect(url.hash, hash).toBe('');
      expect(url.pathname, hash).toBe(path ?? hash.slice(2));
    }
  });
});
