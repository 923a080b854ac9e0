// Offline reading (the service worker, client/service-worker/sw.ts): what a visitor saw opens again with the
// network cut, a reply cannot be sent offline, a fan's tickets open from a cold start, and sign-out leaves
// nothing of the member's behind.
import { threadIdOf } from '@shared/thread-address';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { joinThroughForm, signOutFromHeader } from './support/accounts';
import { expectEventually, untilControlled } from './support/page-state';
import { keep } from './support/screenshots';
import { getFreeTicket } from './support/shop';
import { threadPath } from './support/threads';

const OFFLINE_COPY = /^You are offline — showing what you saw at \d\d:\d\d\.$/;
const THREAD = /Best budget microphones/;

/** The seeded discussion with two replies, through the hub and its forum, as a reader finds it. */
async function openThread(page: Page): Promise<void> {
  await page.goto('/community');
  const forum = 'Music Production';
  await page
    .getByTestId('forum-card')
    .filter({ hasText: forum })
    .getByRole('link', { name: forum, exact: true })
    .click();
  await page.getByTestId('post-card').filter({ hasText: THREAD }).getByRole('link', { name: THREAD }).click();
  await page.getByRole('heading', { level: 1, name: THREAD }).waitFor();
  await page.getByTestId('reply').first().waitFor();
}

/** A fresh tab of the same browser profile: nothing in memory, only what the device kept. */
async function freshTab(context: BrowserContext, path: string): Promise<Page> {
  await Promise.all(context.pages().map((page) => page.close()));
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function offlineBannerOf(page: Page): Promise<string> {
  const banner = page.getByTestId('offline-banner');
  await banner.waitFor({ timeout: 15_000 });
  return (await banner.textContent())?.trim() ?? '';
}

/** The API answers the device keeps, with when each was saved (ms since the epoch). */
async function keptAnswers(page: Page): Promise<Array<{ path: string; savedAt: number }>> {
  return page.evaluate(async () => {
    const kept: Array<{ path: string; savedAt: number }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        if (!url.pathname.startsWith('/api/')) continue;
        const savedAt = (await cache.match(request))?.headers.get('x-griot-saved-at');
        kept.push({ path: url.pathname + url.search, savedAt: savedAt ? Date.parse(savedAt) : 0 });
      }
    }
    return kept;
  });
}

async function cachedApiPaths(page: Page): Promise<string[]> {
  return (await keptAnswers(page)).map((answer) => answer.path);
}

describe('offline reading', () => {
  const browser = useBrowser();

  it('reopens the marketplace, a product and a thread a visitor saw, with the network cut, and says from when', async () => {
    const context = await browser.withServiceWorker(PHONE);
    const page = await context.newPage();
    // The landing screen loads before the worker exists: it is kept all the same (the page asks again through it).
    await page.goto('/music');
    await page.getByTestId('product-card').first().waitFor();
    await untilControlled(page);
    const title = page.getByTestId('product-card').first().getByRole('heading', { level: 3 });
    const productName = (await title.textContent())!.trim();
    await title.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();
    const productPath = new URL(page.url()).pathname;
    await openThread(page);
    const threadPath = new URL(page.url()).pathname;
    await expectEventually(async () => (await cachedApiPaths(page)).some((path) => path.startsWith('/api/products?')));

    await context.setOffline(true);
    const market = await freshTab(context, '/music');
    await market.getByTestId('product-card').first().waitFor();
    expect(await offlineBannerOf(market)).toMatch(OFFLINE_COPY);
    await keep(market, 'offline-music-phone');

    const product = await freshTab(context, productPath);
    await product.getByRole('heading', { level: 1, name: productName }).waitFor();
    expect(await offlineBannerOf(product)).toMatch(OFFLINE_COPY);

    const thread = await freshTab(context, threadPath);
    await thread.getByRole('heading', { level: 1, name: THREAD }).waitFor();
    // The replies are a request of their own, answered from the device a moment after the post.
    await thread.getByTestId('reply').first().waitFor();
    expect(await thread.getByTestId('reply').count()).toBe(2);
    expect(await offlineBannerOf(thread)).toMatch(OFFLINE_COPY);

    // A screen never seen says it is offline, as before, rather than showing something else.
    const unseen = await freshTab(context, '/stories');
    expect(await offlineBannerOf(unseen)).toBe('You are offline. Griot will reconnect automatically.');

    // Back online, the banner goes and the screen is the server's again.
    await context.setOffline(false);
    await unseen.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 20_000 });
    await unseen.getByTestId('story-card').first().waitFor({ timeout: 20_000 });
  });

  it('reopens a thread a visitor landed on from a shared link, whose answers the page had preloaded', async () => {
    const path = await threadPath(browser.baseUrl, 'Music Production', THREAD);
    const context = await browser.withServiceWorker(PHONE);
    const page = await context.newPage();
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: THREAD }).waitFor();
    await untilControlled(page);
    const post = `/api/posts/${threadIdOf(path.split('/').pop()!)}`;
    await expectEventually(async () => (await cachedApiPaths(page)).includes(post));

    await context.setOffline(true);
    const thread = await freshTab(context, path);
    await thread.getByRole('heading', { level: 1, name: THREAD }).waitFor();
    expect(await offlineBannerOf(thread)).toMatch(OFFLINE_COPY);
  });

  it("says a member's reply cannot be sent offline, and keeps the text; then sends it once back", async () => {
    const context = await browser.withServiceWorker(DESKTOP);
    const page = await context.newPage();
    await joinThroughForm(page);
    // A discussion of its own: the seeded ones' replies are counted by other browser tests.
    const postId = await page.evaluate(async () => {
      const hub = (await (await fetch('/api/community')).json()) as { forums: Array<{ id: string; name: string }> };
      const forum = hub.forums.find((each) => each.name === 'General Discussion')!;
      const response = await fetch(`/api/forums/${forum.id}/posts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Reading on the train', content: 'What do you read offline?' }),
      });
      return ((await response.json()) as { id: string }).id;
    });
    await page.goto(`/community/post/${postId}`);
    await page.getByRole('heading', { level: 1, name: 'Reading on the train' }).waitFor();

    await context.setOffline(true);
    const text = 'Written on the train, sent at the station.';
    await page.getByLabel('Your reply').fill(text);
    await page.getByRole('button', { name: 'Post Reply' }).click();
    await page
      .getByText('You are offline, so this cannot be sent. Your text stays here until you are back online.')
      .waitFor();
    await keep(page, 'offline-reply-desktop');
    expect(await page.getByLabel('Your reply').inputValue()).toBe(text);
    expect(await page.getByTestId('reply').count()).toBe(0);

    // Nothing went out later by itself: back online, the reply is sent only when asked.
    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 20_000 });
    expect(await page.getByTestId('reply').count()).toBe(0);
    await page.getByRole('button', { name: 'Post Reply' }).click();
    await page.getByTestId('reply').filter({ hasText: text }).waitFor();
  });

  it("opens a fan's tickets with no network from a cold start, and forgets them and every copy at sign-out", async () => {
    const context = await browser.withServiceWorker(DESKTOP);
    const page = await context.newPage();
    await joinThroughForm(page);
    await untilControlled(page);
    const code = await getFreeTicket(page);
    await page.goto('/tickets');
    await page.getByTestId('ticket-code').filter({ hasText: code }).waitFor();

    // The browser closed, the phone without data: a new tab at My tickets.
    await context.setOffline(true);
    const door = await freshTab(context, '/tickets');
    await door.getByTestId('ticket-code').filter({ hasText: code }).waitFor();
    expect(await door.getByRole('img', { name: `QR code of ticket ${code}` }).isVisible()).toBe(true);
    await offlineBannerOf(door);
    await keep(door, 'offline-tickets-desktop');

    // Back online, the member signs out: no API copy and no ticket is left on the device.
    await context.setOffline(false);
    const home = await freshTab(context, '/music');
    await home.getByTestId('product-card').first().waitFor();
    await expectEventually(async () => (await cachedApiPaths(home)).length > 0);
    const signingOut = await home.evaluate(() => Date.now());
    await signOutFromHeader(home);
    await home.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    // The screen reloads its list as a visitor's, which may be kept again: nothing kept before is left.
    expect((await keptAnswers(home)).filter((answer) => answer.savedAt < signingOut)).toEqual([]);
    expect(await home.evaluate(() => localStorage.getItem('griot-tickets'))).toBeNull();
    const after = await freshTab(context, '/tickets');
    await after.getByRole('heading', { level: 1, name: 'My tickets' }).waitFor();
    expect(await after.getByTestId('ticket').count()).toBe(0);
  });

  it('takes a new version of the app at the next navigation, never under a half-filled form', async () => {
    const context = await browser.withServiceWorker(DESKTOP);
    const page = await context.newPage();
    await page.goto('/stories');
    await page.getByTestId('story-card').first().waitFor();
    await untilControlled(page);
    const email = page.getByRole('contentinfo').getByRole('textbox');
    await email.fill('half-typed@exa');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // A release: the worker's script changes, and the browser finds it when it next asks.
    const worker = fileURLToPath(new URL('../dist/client/sw.js', import.meta.url));
    const released = readFileSync(worker, 'utf8');
    writeFileSync(worker, `${released}\n// the next release\n`);
    try {
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
        await expectWaiting(registration);
        async function expectWaiting(found: ServiceWorkerRegistration | undefined): Promise<void> {
          for (let tries = 0; tries < 100 && !found?.waiting; tries += 1)
            await new Promise((resolve) => setTimeout(resolve, 100));
          if (!found?.waiting) throw new Error('no new version waiting');
        }
      });
      // It waits: the form and the page are untouched.
      await page.waitForTimeout(1_000);
      expect(await email.inputValue()).toBe('half-typed@exa');
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

      // The next navigation loads the new version at the address chosen.
      await page.getByRole('navigation').first().getByRole('link', { name: 'Events', exact: true }).click();
      await page.waitForFunction(() => !('sameDocument' in window), null, { timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/events');
      await page.getByTestId('event-card').first().waitFor();
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting === null && registration.active !== null;
        }),
      ).toBe(true);
    } finally {
      writeFileSync(worker, released);
    }
  });
});
