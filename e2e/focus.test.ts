// Focus and announcements (docs/product.md §11): a navigation moves focus to the new screen's heading and announces
// its title (not on the first load); a closed dialog or menu gives focus back to what opened it; a form
// with errors focuses its first invalid field. (A posted reply taking focus: e2e/sign-in-return.test.ts.)
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { joinThroughForm, signInAsAdmin } from './support/accounts';
import { waitForLoaded } from './support/page-state';

/** What has focus: its tag, its text and its accessible label, enough to tell which element it is. */
function focused(page: Page): Promise<{ tag: string; text: string; label: string | null }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      text: (element?.textContent ?? '').trim(),
      label: element?.getAttribute('aria-label') ?? null,
    };
  });
}

/** The polite region that reads out each new screen's title. */
const announced = (page: Page) =>
  page.evaluate(() => document.querySelector('[aria-live="polite"][aria-atomic="true"]')?.textContent ?? null);

async function waitForFocusOn(page: Page, tag: string, text: string | RegExp): Promise<void> {
  await page.waitForFunction(
    ({ tag, source, flags }) =>
      document.activeElement?.tagName.toLowerCase() === tag &&
      new RegExp(source, flags).test((document.activeElement.textContent ?? '').trim()),
    typeof text === 'string'
      ? { tag, source: `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, flags: '' }
      : { tag, source: text.source, flags: text.flags },
  );
}

describe('a navigation moves focus to the heading and announces the title', () => {
  const browser = useBrowser();

  it('at 1280 px, through the header', async () => {
    const page = await browser.open('/', DESKTOP);
    await waitForLoaded(page);
    // The first load is the browser's own: nothing is focused or announced.
    expect((await focused(page)).tag).toBe('body');
    expect(await announced(page)).toBe('');

    await page.getByRole('banner').getByRole('link', { name: 'Events', exact: true }).click();
    await waitForFocusOn(page, 'h1', 'Upcoming Events');
    await page.waitForFunction(() => document.title.includes('Events'));
    await page.waitForFunction(
      () => document.querySelector('[aria-live="polite"][aria-atomic="true"]')?.textContent === document.title,
    );
    // No ring around the heading: it is a place to read from, not a control.
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).toBe('none');

    // Back is a navigation too.
    await page.goBack();
    await waitForFocusOn(page, 'h1', /.+/);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('at 390 px, through the phone menu; Escape and the backdrop give focus back to the menu button', async () => {
    const page = await browser.open('/music', PHONE);
    await waitForLoaded(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await page.keyboard.press('Escape');
    expect(await focused(page)).toMatchObject({ tag: 'button', label: 'Open menu' });

    await toggle.click();
    // The backdrop shows below the menu's panel: a tap there closes it.
    const panelBottom = await page.locator('#mobile-menu').evaluate((panel) => panel.getBoundingClientRect().bottom);
    expect(panelBottom).toBeLessThan(PHONE.height - 40);
    await page.mouse.click(200, (panelBottom + PHONE.height) / 2);
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await focused(page)).toMatchObject({ tag: 'button', label: 'Open menu' });

    await toggle.click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Stories', exact: true }).click();
    await waitForFocusOn(page, 'h1', /Stories/);
  });
});

describe('a closed dialog gives focus back to what opened it', () => {
  const browser = useBrowser();
  const admin = inject('adminCredentials');

  it('the admin’s item dialog and delete confirmation', async () => {
    const page = await browser.open('/', DESKTOP);
    await signInAsAdmin(page, admin);
    await page.goto('/admin/products');
    await waitForLoaded(page);
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await focused(page)).text).toMatch(/Add Product$/);

    const firstDelete = page.getByRole('button', { name: 'Delete', exact: true }).first();
    await firstDelete.click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await firstDelete.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});

describe('a form with errors focuses its first invalid field', () => {
  const browser = useBrowser();

  it('join with a wrong address focuses the e-mail; sign-in with nothing focuses the e-mail', async () => {
    const page = await browser.open('/join', PHONE);
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByLabel('Password').fill('a long enough passphrase');
    await page.getByRole('main').getByRole('button', { name: 'Join Community' }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    expect(await page.getByLabel('E-mail').evaluate((input) => input === document.activeElement)).toBe(true);

    await page.goto('/login');
    await page.getByLabel('Password').fill('something');
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    expect(await page.getByLabel('E-mail').evaluate((input) => input === document.activeElement)).toBe(true);
  });

  it('a new post with too many tags focuses the tags', async () => {
    const page = await browser.blank(DESKTOP);
    await joinThroughForm(page);
    await page.goto('/community');
    await page.getByRole('link', { name: 'New Post' }).click();
    await page.getByLabel('Title').fill('Six tags');
    await page.getByLabel('Content').fill('Some words');
    await page.getByLabel('Tags').fill('a, b, c, d, e, f');
    await page.getByLabel('Title').focus();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    expect(await page.getByLabel('Tags').evaluate((input) => input === document.activeElement)).toBe(true);
  });
});

describe('an inline editor gives focus back to its Edit button', () => {
  const browser = useBrowser();

  it('after Save and after Cancel, on a post and on a reply', async () => {
    const page = await browser.blank(DESKTOP);
    await joinThroughForm(page);
    await page.goto('/community');
    await page.getByRole('link', { name: 'New Post' }).click();
    await page.getByLabel('Title').fill('Edited in place');
    await page.getByLabel('Content').fill('First words');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edited in place' }).waitFor();

    const editPost = page.getByRole('button', { name: 'Edit Post' });
    await editPost.click();
    await page.getByLabel('Content').fill('Second words');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('post-content').filter({ hasText: 'Second words' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Edit Post');

    await editPost.click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Edit Post');

    await page.getByLabel('Your reply').fill('A reply to edit');
    await page.getByRole('button', { name: 'Post Reply' }).click();
    const reply = page.getByTestId('reply').filter({ hasText: 'A reply to edit' });
    await reply.getByRole('button', { name: 'Edit', exact: true }).click();
    await reply.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Edit');
    expect(
      await reply.getByRole('button', { name: 'Edit', exact: true }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
  });
});
