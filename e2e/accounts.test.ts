import { describe, expect, inject, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser';
import { accountMessages } from '@shared/schemas/account-messages';
import { messages } from '@shared/messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import {
  joinThroughForm,
  MEMBER_PASSWORD,
  newMemberEmail,
  signInThroughForm,
  signOutFromHeader,
} from './support/accounts';
import { mailTo } from './support/mail';
import { keep } from './support/screenshots';

describe('joining, signing in and out', () => {
  const browser = useBrowser();

  it('a visitor joins from the header and is welcomed by the part of the e-mail before the @', async () => {
    const page = await browser.open('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Join Community' }).click();
    await page.waitForURL(/:\d+\/join$/);
    const email = await joinThroughForm(page, undefined, undefined, { newsletter: true });
    // The box ticked: the newsletter's own link to confirm arrives, beside the account's.
    await mailTo(inject('fakeServicesUrl'), email, 'Confirm your subscription to the Griot newsletter');

    expect(
      await header
        .getByText(`Welcome, ${email.split('@')[0]}`)
        .filter({ visible: true })
        .isVisible(),
    ).toBe(true);
    await header.getByRole('button', { name: 'Account menu' }).click();
    expect(await page.getByRole('menu').getByRole('menuitem', { name: 'Profile' }).isVisible()).toBe(true);
    expect(await page.getByRole('menu').getByRole('menuitem', { name: 'Sign Out' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Join Community' }).count()).toBe(0);

    // The session survives a reload: the cookie, not the page, holds it.
    await page.reload();
    await header
      .getByText(`Welcome, ${email.split('@')[0]}`)
      .filter({ visible: true })
      .waitFor();

    // The signed-in header fits every width that shows the links.
    for (const width of [768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
    }
  });

  it('shows clear messages on the join form and keeps what was typed', async () => {
    const page = await browser.open('/join');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('main').getByRole('button', { name: 'Join Community' }).click();
    await page.getByText('Please enter a valid e-mail address.').waitFor();
    await page.getByText('Password must be at least 8 characters.').waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe('not-an-email');

    const email = newMemberEmail();
    const other = await browser.open('/');
    await joinThroughForm(other, email);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(MEMBER_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Join Community' }).click();
    await page.getByText('If this address is yours, sign in or reset your password.').waitFor();

    // The most common passwords are refused by the server, and the form shows its answer.
    await page.getByLabel('E-mail').fill(newMemberEmail());
    await page.getByLabel('Password').fill('password1');
    await page.getByRole('main').getByRole('button', { name: 'Join Community' }).click();
    await page.getByText('This password is too common. Choose another.').waitFor();
  });

  it('signs out, back to Sign In and Join Community', async () => {
    const page = await browser.open('/');
    await joinThroughForm(page);
    const header = page.getByRole('banner');
    await signOutFromHeader(page);
    await header.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await header.getByRole('link', { name: 'Join Community' }).isVisible()).toBe(true);
    await page.reload();
    await header.getByRole('link', { name: 'Sign In' }).waitFor();
  });

  it('signs in from the header, and refuses a wrong password with the one message', async () => {
    const page = await browser.open('/');
    const email = await joinThroughForm(page);
    await signOutFromHeader(page);

    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(/:\d+\/login$/);
    await signInThroughForm(page, '/login', email, 'wrong password!');
    await page.getByRole('alert').filter({ hasText: 'Failed to log in. Please check your credentials.' }).waitFor();

    await signInThroughForm(page, '/login', email, MEMBER_PASSWORD);
    await page
      .getByRole('banner')
      .getByText(`Welcome, ${email.split('@')[0]}`)
      .filter({ visible: true })
      .waitFor();
  });

  it('shows the signed-in header in the phone menu', async () => {
    const page = await browser.open('/', PHONE);
    const email = await joinThroughForm(page);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByText(`Welcome, ${email.split('@')[0]}`)
      .filter({ visible: true })
      .waitFor();
    expect(await page.getByRole('link', { name: 'Profile' }).filter({ visible: true }).count()).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      await page.getByRole('button', { name: 'Sign Out' }).filter({ visible: true }).count(),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('the admin area', () => {
  const browser = useBrowser();
  const admin = inject('adminCredentials');

  it('sends a visitor to the Admin Panel sign-in, and shows the failure message', async () => {
    const page = await browser.open('/admin/products');
    // The sign-in keeps the page it was sent from, to return there (e2e/sign-in-return.test.ts).
    await page.waitForURL(/:\d+\/admin\/login\?next=%2Fadmin%2Fproducts$/);
    await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    await signInThroughForm(page, '/admin/login', admin.email, 'not the password');
    await page.getByRole('alert').filter({ hasText: 'Failed to log in. Please check your credentials.' }).waitFor();
  });

  it('signs an admin in to the dashboard, in a shell without the public header and footer', async () => {
    const page = await browser.open('/');
    await signInThroughForm(page, '/admin/login', admin.email, admin.password);
    await page.waitForURL(/:\d+\/admin\/dashboard$/);
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    await sidebar.waitFor();
    for (const name of ['Dashboard', 'Products', 'Events', 'Artists', 'Stories']) {
      expect(await sidebar.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);

    await sidebar.getByRole('link', { name: 'Products', exact: true }).click();
    await page.waitForURL(/:\d+\/admin\/products$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/:\d+\/admin\/login$/);
    await page.goto('/admin/dashboard');
    await page.waitForURL(/:\d+\/admin\/login$/);
  });

  it('refuses a signed-in member with a plain screen, never the panel', async () => {
    const page = await browser.open('/');
    await joinThroughForm(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Not Authorised' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
    const api = await page.evaluate(async () => (await fetch('/api/admin/dashboard')).status);
    expect(api).toBe(403);
  });

  it('a member who forgot the password gets a link by mail, chooses a new one and is signed in with it', async () => {
    const fakes = inject('fakeServicesUrl');
    const elsewhere = await browser.open('/');
    const email = await joinThroughForm(elsewhere);

    const page = await browser.open('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    // The sign-in form has an E-mail field too: fill the new screen's once it is shown.
    await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send Link' }).click();
    await page.getByText(inEnglish(accountMessages.resetRequested)).waitFor();
    await keep(page, 'forgot-password-desktop');

    const mail = await mailTo(fakes, email, 'Reset your Griot password');
    const link = /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
    await page.setViewportSize(PHONE);
    await page.goto(link);
    await page.getByLabel('New password').waitFor();
    // The token leaves the address bar once read.
    expect(page.url()).not.toContain('token');
    await keep(page, 'reset-password-phone');
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Set Password and Sign In' }).click();
    await page.getByText('Password must be at least 8 characters.').waitFor();
    await page.getByLabel('New password').fill('a new passphrase at dawn');
    await page.getByRole('button', { name: 'Set Password and Sign In' }).click();
    await page.getByText(inEnglish(accountMessages.passwordChanged)).waitFor();
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(/:\d+\/$/);

    // The other browser was signed out; the old password no longer works, the new one does.
    await elsewhere.reload();
    await elsewhere.getByRole('banner').getByRole('link', { name: 'Sign In' }).filter({ visible: true }).waitFor();
    const later = await browser.open('/');
    await signInThroughForm(later, '/login', email, MEMBER_PASSWORD);
    await later.getByText(inEnglish(messages.loginFailed)).waitFor();
    await signInThroughForm(later, '/login', email, 'a new passphrase at dawn');
    await later.waitForURL(/:\d+\/$/);

    // The link worked once.
    await later.goto(link);
    await later.getByLabel('New password').fill('yet another passphrase');
    await later.getByRole('button', { name: 'Set Password and Sign In' }).click();
    await later.getByText(inEnglish(accountMessages.resetLinkInvalid)).waitFor();
    await later.getByRole('link', { name: 'Ask for a new link' }).waitFor();
  });
});
