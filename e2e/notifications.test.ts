import { describe, expect, inject, it } from 'vitest';
import { joinThroughForm } from './support/accounts';
import { PHONE, useBrowser } from './support/browser';
import { mailTo } from './support/mail';
import { keep } from './support/screenshots';
import { expectEventually } from './support/page-state';

describe('notifications', () => {
  const browser = useBrowser();

  it('a reply lights the author’s bell; opening it leads to the post and marks it read', async () => {
    const author = await browser.open('/');
    await joinThroughForm(author);
    const bell = author.getByRole('banner').getByTestId('notification-bell');
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');

    const title = `Who plays the kora in Ibadan? ${Date.now()}`;
    await author.goto('/community');
    await author.getByRole('link', { name: 'General Discussion', exact: true }).first().click();
    await author.getByRole('button', { name: 'New Post' }).click();
    await author.getByLabel('Title').fill(title);
    await author.getByLabel('Content').fill('Looking for lessons on Saturdays.');
    await author.getByRole('button', { name: 'Create Post' }).click();
    await author.getByRole('heading', { level: 1, name: title }).waitFor();
    const postPath = new URL(author.url()).pathname;

    const replier = await browser.open('/');
    await joinThroughForm(replier);
    const replierName = await replier.evaluate(async () => {
      const response = await fetch('/api/me/profile');
      return ((await response.json()) as { displayName: string }).displayName;
    });
    await replier.goto(postPath);
    await replier.getByLabel('Your reply').fill('My uncle teaches, I will send you his number.');
    await replier.getByRole('button', { name: 'Post Reply' }).click();
    await replier.getByTestId('reply').filter({ hasText: 'My uncle teaches' }).waitFor();

    // The bell asks every minute and when the page is opened again.
    await author.reload();
    await author.getByRole('link', { name: 'Notifications, 1 unread' }).first().waitFor();
    await bell.click();
    await author.waitForURL(/\/notifications$/);
    const item = author
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: `${replierName} replied to your post “${title}”` });
    await item.waitFor();
    // The replier's name leads to their public profile; the notice itself to the post.
    expect(await item.getByRole('link', { name: replierName }).getAttribute('href')).toMatch(/^\/members\//);
    await keep(author, 'notifications-desktop');
    await author.setViewportSize(PHONE);
    await keep(author, 'notifications-phone');

    await item.getByRole('link', { name: `“${title}”` }).click();
    await author.waitForURL((url) => url.pathname === postPath);
    await author.getByRole('link', { name: 'Notifications', exact: true }).first().waitFor();
    await author.goto('/notifications');
    await author.getByText('All read.').waitFor();
  });

  it('opening the notifications screen marks what it shows read: the bell has no count on return', async () => {
    const author = await browser.open('/');
    await joinThroughForm(author);
    const title = `Griot nights in Abeokuta ${Date.now()}`;
    await author.goto('/community');
    await author.getByRole('link', { name: 'General Discussion', exact: true }).first().click();
    await author.getByRole('button', { name: 'New Post' }).click();
    await author.getByLabel('Title').fill(title);
    await author.getByLabel('Content').fill('Every last Friday.');
    await author.getByRole('button', { name: 'Create Post' }).click();
    await author.getByRole('heading', { level: 1, name: title }).waitFor();
    const postPath = new URL(author.url()).pathname;

    const replier = await browser.open(postPath);
    await joinThroughForm(replier);
    await replier.goto(postPath);
    await replier.getByLabel('Your reply').fill('Count me in.');
    await replier.getByRole('button', { name: 'Post Reply' }).click();
    await replier.getByTestId('reply').filter({ hasText: 'Count me in.' }).waitFor();

    await author.reload();
    const bell = author.getByRole('banner').getByTestId('notification-bell');
    await author.getByRole('link', { name: 'Notifications, 1 unread' }).first().waitFor();
    const seen = author.waitForResponse((r) => r.url().endsWith('/api/notifications/seen'));
    await bell.click();
    await author.waitForURL(/\/notifications$/);
    expect((await seen).status()).toBe(204);
    // Still marked as new on the screen that showed it; the bell has nothing left to count.
    await author.getByRole('main').getByRole('listitem').filter({ hasText: title }).getByText('(unread)').waitFor();
    await author.getByText('All read.').waitFor();
    await author.goBack();
    await author.waitForURL((url) => url.pathname === postPath);
    await expectEventually(async () => (await bell.getAttribute('aria-label')) === 'Notifications');
    const counted = author.waitForResponse((r) => r.url().endsWith('/api/notifications/unread'));
    await author.reload();
    expect(await (await counted).json()).toEqual({ unread: 0 });
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');
  });

  it('a member picks a handle from the suggestions with the keyboard; its owner is mailed and stops the mails in one click', async () => {
    const fakes = inject('fakeServicesUrl');
    const named = await browser.open('/');
    const namedEmail = await joinThroughForm(named);
    const handle = `kora_${Date.now().toString(36)}`;
    await named.goto('/profile');
    await named.getByRole('button', { name: 'Edit Profile' }).click();
    await named.getByLabel('Handle').fill(`@${handle}`);
    await named.getByRole('button', { name: 'Save' }).click();
    await named.getByText(`@${handle}`).first().waitFor();

    const writer = await browser.open('/');
    await joinThroughForm(writer);
    await writer.goto('/community');
    await writer.getByRole('link', { name: 'General Discussion', exact: true }).first().click();
    await writer.getByRole('button', { name: 'New Post' }).click();
    const title = `Kora lessons ${Date.now()}`;
    await writer.getByLabel('Title').fill(title);
    const content = writer.getByLabel('Content');
    // All but the handle's last character: no other member's handle (a retry's included) shares it.
    await content.pressSequentially(`Ask @${handle.slice(0, -1)}`);
    const option = writer.getByRole('option', { name: new RegExp(`@${handle}`) });
    await option.waitFor();
    // The box hears of the list's active option in an effect after the list renders: a moment later. The
    // option is read again each time: a later answer for the same prefix renders the list anew.
    await expectEventually(
      async () => (await content.getAttribute('aria-activedescendant')) === (await option.getAttribute('id')),
    );
    // The count is announced for the list as it now is; a shorter prefix's (more members) may show a moment.
    const announcement = writer.getByRole('status').filter({ hasText: 'to mention' });
    await expectEventually(
      async () => (await announcement.textContent()) === '1 member to mention: arrows to choose, Enter to pick',
    );
    await keep(writer, 'mention-suggestions-desktop');
    await content.press('ArrowDown');
    await content.press('Enter');
    expect(await content.inputValue()).toBe(`Ask @${handle} `);
    expect(await content.getAttribute('aria-activedescendant')).toBeNull();
    await content.pressSequentially('about Saturdays.');
    await writer.getByRole('button', { name: 'Create Post' }).click();
    await writer.getByRole('heading', { level: 1, name: title }).waitFor();

    const mail = await mailTo(fakes, namedEmail, `mentioned you in “${title}”`);
    const stop = /https?:\/\/\S+\/unsubscribe#topic=mentions&token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
    await named.goto(stop);
    await named.getByText('Stop mails about mentions of you?').waitFor();
    expect(named.url()).not.toContain('token');
    await named.getByRole('button', { name: 'Stop These Mails' }).click();
    await named.getByRole('status').filter({ hasText: 'You will get no more mails about mentions of you.' }).waitFor();
    await named.getByRole('link', { name: 'Choose Your Mails' }).click();
    const mentions = named.getByRole('checkbox', { name: /Mentions of my @handle/ });
    await mentions.waitFor();
    expect(await mentions.isChecked()).toBe(false);
    expect(await named.getByRole('checkbox', { name: /Replies to my posts/ }).isChecked()).toBe(true);
    // The box shows what the server saved, so it is ticked once the answer is in: a click, then the answer.
    await mentions.click();
    await named.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await expectEventually(() => mentions.isChecked());
    await keep(named, 'account-notifications-desktop');
    await named.setViewportSize(PHONE);
    await keep(named, 'account-notifications-phone');
  });
});
