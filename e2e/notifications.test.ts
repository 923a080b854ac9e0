import { describe, expect, it } from 'vitest';
import { joinThroughForm } from './support/accounts';
import { PHONE, useBrowser } from './support/browser';
import { keep } from './support/screenshots';

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
      .getByRole('link')
      .filter({ hasText: `${replierName} replied to your post “${title}”` });
    await item.waitFor();
    await keep(author, 'notifications-desktop');
    await author.setViewportSize(PHONE);
    await keep(author, 'notifications-phone');

    await item.click();
    await author.waitForURL((url) => url.pathname === postPath);
    await author.getByRole('link', { name: 'Notifications', exact: true }).first().waitFor();
    await author.goto('/notifications');
    await author.getByText('All read.').waitFor();
  });
});
