import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { joinThroughForm } from './support/accounts';
import { PHONE, useBrowser } from './support/browser';
import { keep } from './support/screenshots';

describe('likes', () => {
  const browser = useBrowser();

  it('members like a reply, the count shows at once, and its author hears of it in one notice', async () => {
    const author = await browser.open('/');
    await joinThroughForm(author);
    const title = `Kora tunings ${Date.now()}`;
    await author.goto('/community');
    await author.getByRole('link', { name: 'General Discussion', exact: true }).first().click();
    await author.getByRole('button', { name: 'New Post' }).click();
    await author.getByLabel('Title').fill(title);
    await author.getByLabel('Content').fill('Which tuning do you play in?');
    await author.getByRole('button', { name: 'Create Post' }).click();
    await author.getByRole('heading', { level: 1, name: title }).waitFor();
    const postPath = new URL(author.url()).pathname;
    await author.getByLabel('Your reply').fill('Silaba, mostly, and Tomora on Sundays.');
    await author.getByRole('button', { name: 'Post Reply' }).click();
    await author.getByTestId('reply').filter({ hasText: 'Silaba' }).waitFor();

    // A visitor sees the count, and Like leads them to sign in.
    const visitor = await browser.open(postPath);
    const visitorLike = visitor.getByTestId('reply').getByRole('link', { name: 'Like 0' });
    expect(await visitorLike.getAttribute('href')).toMatch(/^\/login\?next=/);

    const likeAs = async (member: Page) => {
      await joinThroughForm(member);
      await member.goto(postPath);
      const reply = member.getByTestId('reply').filter({ hasText: 'Silaba' });
      const button = reply.getByRole('button', { name: /^Like \d+$/ });
      expect(await button.getAttribute('aria-pressed')).toBe('false');
      await button.click();
      await reply.getByRole('button', { name: /^Like \d+$/, pressed: true }).waitFor();
      return reply;
    };
    const ada = await browser.open('/');
    const adaReply = await likeAs(ada);
    expect(await adaReply.getByRole('button', { pressed: true }).textContent()).toContain('1');
    // The post's own Like is beside it, unpressed.
    expect(await ada.getByRole('article').first().getByRole('button', { name: 'Like 0' }).count()).toBe(1);

    const bola = await browser.open('/');
    const bolaReply = await likeAs(bola);
    await bolaReply.getByRole('button', { name: 'Like 2', pressed: true }).waitFor();
    await keep(bola, 'likes-thread-desktop');
    await bola.setViewportSize(PHONE);
    await keep(bola, 'likes-thread-phone');

    // One notice for both likes; the author sees the count on their own reply, with nothing to press.
    await author.reload();
    await author.getByTestId('reply').filter({ hasText: 'Silaba' }).getByText('2 likes').waitFor();
    await author.getByRole('link', { name: 'Notifications, 1 unread' }).first().waitFor();
    await author.goto('/notifications');
    await author
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: `2 people liked your reply in “${title}”` })
      .waitFor();
    expect(await author.getByRole('main').getByRole('listitem').filter({ hasText: 'liked your' }).count()).toBe(1);
    await keep(author, 'likes-notification-desktop');
  });

  it('takes a like back when the server refuses it, and says why', async () => {
    const author = await browser.open('/');
    await joinThroughForm(author);
    const title = `Balafon care ${Date.now()}`;
    await author.goto('/community');
    await author.getByRole('link', { name: 'General Discussion', exact: true }).first().click();
    await author.getByRole('button', { name: 'New Post' }).click();
    await author.getByLabel('Title').fill(title);
    await author.getByLabel('Content').fill('How do you keep the gourds?');
    await author.getByRole('button', { name: 'Create Post' }).click();
    await author.getByRole('heading', { level: 1, name: title }).waitFor();
    const postPath = new URL(author.url()).pathname;

    const member = await browser.open('/');
    await joinThroughForm(member);
    await member.goto(postPath);
    // The post is deleted by its author while the member reads it.
    await author.getByRole('button', { name: 'Delete', exact: true }).click();
    await author.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await author.getByText('Its words were removed by its author.').waitFor();

    await member.getByRole('article').first().getByRole('button', { name: 'Like 0' }).click();
    await member.getByRole('alert').filter({ hasText: 'This post was deleted by its author.' }).waitFor();
    const button = member.getByRole('article').first().getByRole('button', { name: 'Like 0' });
    expect(await button.getAttribute('aria-pressed')).toBe('false');
  });
});
