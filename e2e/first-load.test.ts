import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

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
});
