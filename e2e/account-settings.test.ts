import { describe, expect, inject, it } from 'vitest';
import { accountMessages } from '@shared/schemas/account-messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import { joinThroughForm, MEMBER_PASSWORD, newMemberEmail } from './support/accounts';
import { PHONE, useBrowser } from './support/browser';
import { mailTo } from './support/mail';
import { keep } from './support/screenshots';

const linkIn = (text: string) => /https?:\/\/\S+\/verify-email#token=[A-Za-z0-9_-]+/.exec(text)![0];

describe('confirming an address and the account settings', () => {
  const browser = useBrowser();
  const fakes = inject('fakeServicesUrl');

  it('a new member confirms the address from the mail, and the banner asking for it goes', async () => {
    const page = await browser.open('/');
    const email = await joinThroughForm(page);
    const banner = page.getByText('Please confirm your e-mail address');
    await banner.waitFor();
    await page.getByRole('button', { name: 'Send it again' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `We have sent a new link to ${email}.` })
      .waitFor();
    await keep(page, 'confirm-email-banner-desktop');

    const mail = await mailTo(fakes, email, 'Confirm your Griot e-mail address');
    await page.goto(linkIn(mail.text));
    await page.getByText(inEnglish(accountMessages.emailConfirmed)).waitFor();
    expect(page.url()).not.toContain('token');
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('Confirm Your E-mail').first().waitFor();
    expect(await banner.count()).toBe(0);
  });

  it('a member changes the password and the address, then signs out everywhere', async () => {
    const page = await browser.open('/');
    const email = await joinThroughForm(page);
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Account Settings' }).click();
    await page.waitForURL(/\/account$/);
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await keep(page, 'account-settings-desktop');

    const password = page.getByRole('form', { name: 'Password' });
    await password.getByLabel('Current password').fill('not my password');
    await password.getByLabel('New password').fill('a new passphrase at dusk');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await password.getByText(inEnglish(accountMessages.currentPasswordWrong)).waitFor();
    await password.getByLabel('Current password').fill(MEMBER_PASSWORD);
    await password.getByRole('button', { name: 'Change Password' }).click();
    await password.getByText(inEnglish(accountMessages.ownPasswordChanged)).waitFor();
    // The owner is told, at the address the password protects.
    await mailTo(fakes, email, 'Your Griot password was changed');

    const newEmail = newMemberEmail();
    const address = page.getByRole('form', { name: 'E-mail' });
    await address.getByLabel('New e-mail').fill(newEmail);
    await address.getByLabel('Password').fill('a new passphrase at dusk');
    await address.getByRole('button', { name: 'Change E-mail' }).click();
    await address.getByText(`We have sent a link to ${newEmail}. Your address changes when you open it.`).waitFor();
    await page.setViewportSize(PHONE);
    await keep(page, 'account-settings-phone');

    const mail = await mailTo(fakes, newEmail, 'Confirm your new Griot e-mail address');
    await page.goto(linkIn(mail.text));
    await page.getByText(`Your account’s address is ${newEmail}.`).waitFor();
    expect((await mailTo(fakes, email, 'e-mail address was changed')).text).toContain(newEmail);

    await page.goto('/account');
    await page.getByText(`Your address is ${newEmail}.`).waitFor();
    await page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
    await page.waitForURL(/\/login$/);
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Please Sign In' }).waitFor();
  });
});
