// One Chromium per test file (Debian's /usr/bin/chromium driven by playwright-core; nothing is
// downloaded) and a fresh page per test at the size a person would use.
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

/** Chromium's fake camera, allowed without asking, whose picture is `video` (a .y4m file: support/qr-video.ts). */
const fakeCamera = (video: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${video}`,
];

/** Debian's Chromium with the arguments every browser test uses, for a file that manages its own contexts. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

export interface BrowserFixture {
  /** Opens a page at `path` (a path such as '/music') on the app under test. */
  open(path: string, viewport?: { width: number; height: number }, baseUrl?: string): Promise<Page>;
  /** A blank page on the app under test, for scripts that must be in place before the app loads. */
  blank(viewport?: { width: number; height: number }, baseUrl?: string): Promise<Page>;
  /** A page at `path` on a phone with a touch screen and no mouse: nothing can be hovered. */
  openOnTouchScreen(path: string): Promise<Page>;
  /** A browser profile where the app's service worker runs, as on a visitor's phone (offline reading). */
  withServiceWorker(viewport?: { width: number; height: number }): Promise<BrowserContext>;
  /**
   * A browser of its own whose camera shows `video` (a .y4m file), with the service worker running: the
   * door of an installed app. Its file is read as the browser starts, so the picture comes before it.
   */
  withCamera(video: string, viewport?: { width: number; height: number }): Promise<BrowserContext>;
  readonly baseUrl: string;
}

export function useBrowser(): BrowserFixture {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const ownBrowsers: Browser[] = [];
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    await Promise.all(ownBrowsers.splice(0).map((b) => b.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl,
    // The other tests stub answers with page.route, which a service worker's fetches would go around:
    // the worker runs only where a test asks for it (withServiceWorker).
    async blank(viewport = DESKTOP, base = baseUrl) {
      const context = await browser.newContext({
        viewport,
        baseURL: base,
        locale: 'en-NG',
        serviceWorkers: 'block',
      });
      contexts.push(context);
      return context.newPage();
    },
    async openOnTouchScreen(path) {
      const context = await browser.newContext({
        viewport: PHONE,
        baseURL: baseUrl,
        locale: 'en-NG',
        hasTouch: true,
        isMobile: true,
        serviceWorkers: 'block',
      });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(path);
      return page;
    },
    async withServiceWorker(viewport = PHONE) {
      const context = await browser.newContext({ viewport, baseURL: baseUrl, locale: 'en-NG' });
      contexts.push(context);
      return context;
    },
    async withCamera(video, viewport = DESKTOP) {
      const cameraBrowser = await launchChromium(fakeCamera(video));
      ownBrowsers.push(cameraBrowser);
      return cameraBrowser.newContext({ viewport, baseURL: baseUrl, locale: 'en-NG' });
    },
    async open(path, viewport, base) {
      const page = await this.blank(viewport, base);
      await page.goto(path);
      return page;
    },
  };
}

/** Reads a JSON API answer straight from the server under test. */
export async function apiGet<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}
