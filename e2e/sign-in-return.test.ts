// Sign-in returns you (docs/product.md §11): an action that needs an account sends a visitor to
// /login?next=<where they were>, and signing in or joining leads back there with what they typed; `next`
// is never another site.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { joinThroughForm, MEMBER_PASSWORD, newMemberEmail } from './support/accounts';
import { keep } from './support/screenshots';
import { threadPath } from './support/threads';

/**
 * The seeded discussion that has replies: a visitor's reply goes there. Found by its title, not as the
 * newest post: other suites post and lock threads of their own on the same server.
 */
const seededPostPath = (baseUrl: string) => threadPath(baseUrl, 'Music Production', /Best budget microphones/);

/** Types a reply as a visitor and presses its button, which leads to sign in. */
async function replyAsVisitor(page: Page, postPath: string, text: string): Promise<void> {
  await page.goto(postPath);
  await page.getByLabel('Your reply').fill(text);
  await keep(page, `reply-as-visitor-${page.viewportSize()?.width}`);
  await page.getByRole('button', { name: 'Sign in to reply' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('next')).toBe(`${postPath}#add-reply`);
}

/** Back on the post: the text is there; Post Reply sends it, and the new reply takes focus. */
async function postTheKeptReply(page: Page, postPath: string, text: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === postPath && url.hash === '#add-reply');
  const box = page.getByLabel('Your reply');
  await box.waitFor();
  expect(await box.inputValue()).toBe(text);
  await page.getByRole('button', { name: 'Post Reply' }).click();
  const reply = page.getByTestId('reply').filter({ hasText: text });
  await reply.waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'reply');
  expect(await reply.evaluate((element) => element === document.activeElement)).toBe(true);
  // Posted, the draft is dropped: the box is empty, and stays empty after a reload.
  expect(await box.inputValue()).toBe('');
  await page.reload();
  await page.getByLabel('Your reply').waitFor();
  expect(await page.getByLabel('Your reply').inputValue()).toBe('');
}

describe('a visitor who replies is sent to sign in and comes back to the post with the text kept', () => {
  const browser = useBrowser();

  it('at 1280 px, joining through the sign-in screen’s Join link', async () => {
    const postPath = await seededPostPath(browser.baseUrl);
    const text = `Kept through joining ${Date.now()}`;
    const page = await browser.blank(DESKTOP);
    await replyAsVisitor(page, postPath, text);
    await keep(page, 'sign-in-return-login-1280');
    // The join link carries `next` along.
    await page.getByRole('main').getByRole('link', { name: 'Join Community' }).click();
    await page.waitForURL((url) => url.pathname === '/join');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`${postPath}#add-reply`);
    await page.getByLabel('E-mail').fill(newMemberEmail());
    await page.getByLabel('Password').fill(MEMBER_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Join Community' }).click();
    await postTheKeptReply(page, postPath, text);
    await keep(page, 'sign-in-return-posted-1280');
  });

  it('at 390 px, signing in', async () => {
    const postPath = await seededPostPath(browser.baseUrl);
    const member = await browser.blank(PHONE);
    const email = await joinThroughForm(member);

    const text = `Kept through signing in ${Date.now()}`;
    const page = await browser.blank(PHONE);
    await replyAsVisitor(page, postPath, text);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(MEMBER_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await postTheKeptReply(page, postPath, text);
    await keep(page, 'sign-in-return-posted-390');
  });
});

describe('the places that need an account', () => {
  const browser = useBrowser();

  it('Login to Post comes back to the forum with the new-post form open, and the draft survives a reload', async () => {
    const member = await browser.blank(DESKTOP);
    const email = await joinThroughForm(member);
    const page = await browser.open('/community');
    await page.getByRole('link', { name: 'Login to Post' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(MEMBER_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/community/forum/') && url.search === '?compose=1');
    await page.getByLabel('Title').fill('A kept title');
    await page.getByLabel('Content').fill('A kept body');
    await page.getByLabel('Tags').fill('kept, draft');
    await page.reload();
    await page.getByLabel('Title').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('A kept title');
    expect(await page.getByLabel('Content').inputValue()).toBe('A kept body');
    expect(await page.getByLabel('Tags').inputValue()).toBe('kept, draft');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.getByRole('heading', { level: 1, name: 'A kept title' }).waitFor();
    await page.goBack();
    await page.getByLabel('Title').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('');
  });

  it('Please Sign In and the header’s Sign In come back to the screen they were on', async () => {
    const member = await browser.blank(DESKTOP);
    const email = await joinThroughForm(member);
    const page = await browser.open('/notifications');
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(MEMBER_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/notifications');

    const visitor = await browser.open('/music?x=1');
    await visitor.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await visitor.waitForURL((url) => url.pathname === '/login');
    expect(new URL(visitor.url()).searchParams.get('next')).toBe('/music?x=1');
  });

  it('checkout offers to sign in and come back to checkout', async () => {
    const page = await browser.open('/music/lagos-nights');
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await page.goto('/checkout');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/checkout');
  });

  it('an admin page opened signed out comes back after the Admin Panel sign-in', async () => {
    const admin = inject('adminCredentials');
    const page = await browser.open('/admin/mail?status=failed');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/mail?status=failed');
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/mail' && url.search === '?status=failed');
  });
});

describe('next is never another site', () => {
  const browser = useBrowser();

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    '/login?next=%s lands on home after sign-in',
    async (next) => {
      const member = await browser.blank(DESKTOP);
      const email = await joinThroughForm(member);
      const page = await browser.blank(DESKTOP);
      await page.goto(`/login?next=${next}`);
      expect(new URL(page.url()).searchParams.get('next')).toBe(next);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(MEMBER_PASSWORD);
      await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.origin === browser.baseUrl && url.pathname === '/' && url.search === '');
      await page.getByRole('banner').getByRole('link', { name: 'Join Community' }).waitFor({ state: 'detached' });
      expect(new URL(page.url()).origin).toBe(browser.baseUrl);
    },
  );

  it('an admin sign-in with a next outside the admin area goes to the dashboard', async () => {
    const admin = inject('adminCredentials');
    const page = await browser.open('/admin/login?next=//evil.example/admin');
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.origin === browser.baseUrl && url.pathname === '/admin/dashboard');
  });
});
