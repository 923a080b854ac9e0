import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/browser';

const NAV = ['Music', 'Events', 'Artists', 'Stories', 'Community'];

describe('public layout', () => {
  const browser = useBrowser();

  it('has a sticky 80px header with the five sections, Sign In and Join Community when signed out', async () => {
    const page = await browser.open('/music', DESKTOP);
    const header = page.getByRole('banner');
    await header.waitFor();
    const box = (await header.boundingBox())!;
    expect(box.height).toBe(80);
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');

    const nav = header.getByRole('navigation');
    for (const name of NAV) expect(await nav.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    expect(await header.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Join Community' }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);

    await nav.getByRole('link', { name: 'Stories', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Stories & Insights' }).waitFor();

    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => window.scrollY > 100);
    expect((await header.boundingBox())!.y).toBe(0);
  });

  it('replaces the links with a keyboard-usable menu toggle on a phone', async () => {
    const page = await browser.open('/', PHONE);
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Open menu' });
    await toggle.waitFor();
    expect(await header.getByRole('link', { name: 'Music', exact: true }).isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.focus();
    await page.keyboard.press('Enter');
    const close = header.getByRole('button', { name: 'Close menu' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    for (const name of [...NAV, 'Sign In', 'Join Community']) {
      expect(
        await page.getByRole('link', { name, exact: true }).filter({ visible: true }).count(),
        name,
      ).toBeGreaterThanOrEqual(1);
    }

    await page.keyboard.press('Escape');
    expect(await header.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');

    await header.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Events', exact: true }).filter({ visible: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Upcoming Events' }).waitFor();
    expect(await header.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('has a footer with explore links, about links to their pages, and a newsletter form', async () => {
    const page = await browser.open('/artists');
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    await footer.getByRole('link', { name: 'Events', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Upcoming Events' }).waitFor();

    await footer.getByRole('link', { name: 'About Us', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    const before = page.url();

    const email = footer.getByRole('textbox', { name: /e-?mail/i });
    await email.fill('reader@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer
      .getByRole('status')
      .getByText(/Check your inbox/)
      .waitFor();
    expect(page.url()).toBe(before);
  });

  it('gives every screen one h1 naming it, and names unknown pages', async () => {
    const screens: Array<[string, RegExp]> = [
      ['/community', /^Community$/],
      ['/profile', /^Please Sign In$/],
      ['/login', /^Sign In$/],
      ['/join', /^Join Community$/],
      ['/admin/login', /^Admin Panel$/],
    ];
    const page = await browser.open('/');
    for (const [path, heading] of screens) {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await h1.waitFor();
      expect(await h1.textContent(), path).toMatch(heading);
      expect(await h1.count(), path).toBe(1);
    }
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  });
});
