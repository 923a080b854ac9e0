import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '@shared/schemas/account-messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import { FORMER_MEMBER } from '@shared/schemas/community-limits';
import { joinThroughForm, MEMBER_PASSWORD, signInThroughForm } from './support/accounts';
import { PHONE, useBrowser } from './support/browser';
import { keep } from './support/screenshots';

describe('a member’s data and leaving', () => {
  const browser = useBrowser();

  it('downloads their data, deletes the account, and their post then reads “Former member”', async () => {
    const page = await browser.open('/');
    const email = await joinThroughForm(page);
    const title = `Leaving Lagos for Accra ${Date.now()}`;
    await page.goto('/community');
    await page.getByRole('link', { name: 'General Discussion', exact: true }).click();
    await page.getByRole('button', { name: 'New Post' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Content').fill('Who knows a good studio there?');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const postUrl = page.url();

    await page.goto('/account');
    const data = page.getByRole('region', { name: 'Your data' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      data.getByRole('button', { name: 'Download My Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^griot-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      account: { email: string };
      posts: Array<{ title: string }>;
    };
    expect(file.account.email).toBe(email);
    expect(file.posts.map((post) => post.title)).toEqual([title]);
    await data.getByText(`Your data is saved as ${download.suggestedFilename()}.`).waitFor();

    // A wrong password is said under the field, after the confirmation.
    const leaving = page.getByRole('region', { name: 'Delete your account' });
    await leaving.getByRole('button', { name: 'Delete My Account' }).click();
    await leaving.getByText(inEnglish(accountMessages.currentPasswordWrong)).waitFor();
    await leaving.getByLabel('Password').fill('not my password');
    await leaving.getByRole('button', { name: 'Delete My Account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account for good? This cannot be undone.' });
    // Cancel has the focus: Enter there deletes nothing. (Wait for it: a key pressed before the dialog has
    // moved the focus would land on the form's button and send it again.)
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Cancel');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await leaving.getByRole('button', { name: 'Delete My Account' }).click();
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await leaving.getByText(inEnglish(accountMessages.currentPasswordWrong)).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await leaving.getByLabel('Password').fill(MEMBER_PASSWORD);
    await page.setViewportSize(PHONE);
    await keep(page, 'account-deletion-phone');
    await leaving.getByRole('button', { name: 'Delete My Account' }).click();
    await dialog.getByRole('button', { name: 'Delete Account' }).click();

    // Home, signed out, with the notice.
    await page.waitForURL(/:\d+\/$/);
    await page
      .getByRole('status')
      .filter({ hasText: inEnglish(accountMessages.accountDeleted) })
      .waitFor();
    await keep(page, 'account-deleted-phone');
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Please Sign In' }).waitFor();

    await page.goto(postUrl);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('article').getByText(FORMER_MEMBER, { exact: true }).first().waitFor();

    // The old credentials open nothing.
    await signInThroughForm(page, '/login', email, MEMBER_PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Failed to log in' }).waitFor();
  });
});
