import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser';
import { expectEventually } from './support/page-state';

describe('the first load', () => {
  const browser = useBrowser();

  it('follows a change of address made while the first screen is still rendering', async () => {
    const page = await browser.blank();
    // The router's history marks the page's history entry (replaceState) when the router is created:
    // the address changes in the very next task, while the first screen may still render in slices.
    await page.addInitScript(() => {
      const { replaceState } = History.prototype as {
        replaceState: (this: History, ...args: Parameters<History['replaceState']>) => void;
      };
      let moved = false;
      History.prototype.replaceState = function (this: History, ...args: Parameters<History['replaceState']>) {
        replaceState.apply(this, args);
        if (!moved) {
          moved = true;
          setTimeout(() => (window.location.hash = '#/join'));
        }
      };
    });
    // A slow phone: rendering the home screen takes several of React's slices.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.goto('/');
    await page.waitForURL(/\/join$/);
    await page.getByRole('heading', { level: 1, name: 'Join Community' }).waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('E-mail').isVisible()).toBe(true);
  });

  it('loads the web fonts the screen uses after it, and not the latin-ext files for the prices’ naira sign', async () => {
    const page = await browser.open('/music', PHONE);
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('product-card').first().textContent()).toContain('₦');
    const fontFiles = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name.split('/').pop() ?? '')
          .filter((name) => name.endsWith('.woff2')),
      );
    await expectEventually(async () => (await fontFiles()).some((name) => name.startsWith('inter-latin-wght')), 10_000);
    const files = await fontFiles();
    expect(files.some((name) => name.startsWith('fraunces-latin-opsz-normal'))).toBe(true);
    expect(files.filter((name) => name.includes('latin-ext'))).toEqual([]);
    const interLoaded = await page.evaluate(() => {
      let loaded = false;
      document.fonts.forEach((face) => {
        if (face.family.includes('Inter Variable') && face.status === 'loaded') loaded = true;
      });
      return loaded;
    });
    expect(interLoaded).toBe(true);
  });
});
