import { describe, expect, inject, it } from 'vitest';
import { DISPLAY_NAME_MAX, EMAIL_MAX } from '@shared/schemas/auth-limits';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { MEMBER_PASSWORD, newMemberEmail, signInAsAdmin } from './support/accounts';
import { expectHeaderFitsEveryWidth } from './support/header-fit';
import { keep } from './support/screenshots';

const NAV = ['Music', 'Events', 'Artists', 'Stories', 'Community'];

/** The longest names the schemas allow, in wide letters: a display name and an address's part before the @. */
const longestName = (first: string) =>
  `${first} Mmesomachukwu Oluwadamilare Akinwumi-Wellington`.padEnd(DISPLAY_NAME_MAX, 'M');
const longestEmail = () => {
  const [local, domain] = newMemberEmail().split('@');
  return `${local!.padEnd(EMAIL_MAX - domain!.length - 1, 'w')}@${domain}`;
};

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

  it('fits the header in one line from 320 to 1920 px for a visitor, a member and an admin with the longest names', async () => {
    const visitor = await browser.open('/community');
    await visitor.getByRole('banner').getByRole('link', { name: 'Join Community' }).waitFor();
    await expectHeaderFitsEveryWidth(visitor, 'a visitor');

    const member = await browser.open('/join');
    const memberName = longestName('Kemi');
    await member.getByLabel('E-mail').fill(longestEmail());
    await member.getByLabel('Password').fill(MEMBER_PASSWORD);
    await member.getByLabel('Display name (optional)').fill(memberName);
    await member.getByRole('main').getByRole('button', { name: 'Join Community' }).click();
    await member.waitForURL(/:\d+\/$/);
    await member.goto('/community');
    await member.getByRole('banner').getByRole('button', { name: 'Account menu' }).waitFor();
    await expectHeaderFitsEveryWidth(member, 'a member');
    // The welcome names the member by the name they chose, cut short with an ellipsis where room ends.
    await member.setViewportSize(DESKTOP);
    await member.getByRole('banner').getByText(`Welcome, ${memberName}`).filter({ visible: true }).waitFor();
    for (const width of [1280, 1366, 390]) {
      await member.setViewportSize({ width, height: 800 });
      await keep(member, `header-member-${width}`);
    }

    const admin = await browser.open('/', DESKTOP);
    await signInAsAdmin(admin, inject('adminCredentials'));
    const saved = await admin.evaluate(
      async (displayName) =>
        (
          await fetch('/api/me/profile', {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ displayName, bio: '', discipline: 'Creative' }),
          })
        ).status,
      longestName('Chief'),
    );
    expect(saved).toBe(200);
    await admin.goto('/community');
    await admin
      .getByRole('banner')
      .getByText(`Welcome, ${longestName('Chief')}`)
      .filter({ visible: true })
      .waitFor();
    // The operator chose the admin's address (ADMIN_EMAIL): no banner asks to confirm it (SECURITY.md).
    expect(await admin.getByText('Please confirm your e-mail address').count()).toBe(0);
    await expectHeaderFitsEveryWidth(admin, 'an admin');
    await admin.setViewportSize(DESKTOP);
    await keep(admin, 'header-admin-1280');
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
