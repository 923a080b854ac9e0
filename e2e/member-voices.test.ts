// Authors own their words, names lead to public profiles, and members follow discussions (docs/product.md
// §10), at a desktop's and a phone's width.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DELETED_BY_AUTHOR } from '@shared/schemas/community-limits';
import { joinThroughForm } from './support/accounts';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { keep } from './support/screenshots';

const WIDTHS = [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
] as const;

async function openForum(page: Page, name: string): Promise<void> {
  await page.goto('/community');
  await page.getByTestId('forum-card').filter({ hasText: name }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

async function startDiscussion(page: Page, title: string, content: string): Promise<void> {
  await openForum(page, 'General Discussion');
  await page.getByRole('button', { name: 'New Post' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content').fill(content);
  await page.getByRole('button', { name: 'Create Post' }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

async function reply(page: Page, text: string): Promise<void> {
  await page.getByLabel('Your reply').fill(text);
  await page.getByRole('button', { name: 'Post Reply' }).click();
  await page.getByTestId('reply').filter({ hasText: text }).waitFor();
}

describe.each(WIDTHS)('members’ own words, profiles and follows on a $name', ({ name, viewport }) => {
  const browser = useBrowser();

  it('lets a member delete their own post: it reads “Deleted by its author” and its replies stay', async () => {
    const page = await browser.open('/', viewport);
    await joinThroughForm(page);
    const title = `Selling my old kora ${Date.now()}`;
    await startDiscussion(page, title, 'A secret price inside.');
    await reply(page, 'Still here after the post goes.');

    await page
      .getByRole('group', { name: 'Post actions' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    const dialog = page.getByRole('alertdialog');
    // Cancel has the focus: Escape closes, and focus returns to Delete.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Delete');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Delete' }).click();

    const heading = page.getByRole('heading', { level: 1, name: DELETED_BY_AUTHOR });
    await heading.waitFor();
    // Its Delete button is gone: focus moves to the heading, which now says what happened.
    await page.waitForFunction(() => document.activeElement?.id === 'post-title');
    expect(await page.getByText('A secret price inside.').count()).toBe(0);
    await page.getByTestId('reply').filter({ hasText: 'Still here after the post goes.' }).waitFor();
    // It takes no new replies, and the author has nothing left to edit or delete.
    expect(await page.getByLabel('Your reply').count()).toBe(0);
    expect(
      await page.getByRole('group', { name: 'Post actions' }).getByRole('button', { name: 'Delete' }).count(),
    ).toBe(0);
    await keep(page, `deleted-post-${name}`);

    // The forum's list shows it the same way.
    await openForum(page, 'General Discussion');
    expect(await page.getByTestId('post-card').filter({ hasText: title }).count()).toBe(0);

    // Their profile lists their replies; the deleted post is no longer among their posts.
    await page.goto('/profile');
    const mine = page.getByRole('region', { name: 'My replies' });
    await mine.getByText('Still here after the post goes.').waitFor();
    await page.getByRole('region', { name: 'My posts' }).getByText('No posts yet').waitFor();
    await keep(page, `own-profile-${name}`);
  });

  it('opens the public profile from a name on a reply, with no e-mail on it', async () => {
    const page = await browser.open('/', viewport);
    const email = await joinThroughForm(page);
    await startDiscussion(page, `Drummers in Ibadan ${Date.now()}`, 'Who teaches dundun?');
    await reply(page, 'I can ask my teacher.');
    const replier = page.getByTestId('reply').filter({ hasText: 'I can ask my teacher.' });
    const displayName = (await replier.getByRole('link').first().textContent())!;

    await replier.getByRole('link', { name: displayName }).click();
    await page.getByRole('heading', { level: 1, name: displayName }).waitFor();
    expect(page.url()).toMatch(/\/members\/[A-Za-z0-9_]+$/);
    await page.getByRole('region', { name: 'Recent replies' }).getByText('I can ask my teacher.').waitFor();
    // The header greets the member by their own address: the profile itself shows none of it.
    const shown = (await page.getByRole('main').textContent())!;
    expect(shown).not.toContain(email);
    expect(shown).not.toContain(email.split('@')[0]!);
    await keep(page, `member-profile-${name}`);

    // Nor does it for anyone else, neither the page nor the head the server writes.
    const visitor = await browser.open(new URL(page.url()).pathname, viewport);
    await visitor.getByRole('heading', { level: 1, name: displayName }).waitFor();
    expect(await visitor.content()).not.toContain(email.split('@')[0]!);
    const served = await (await fetch(page.url())).text();
    expect(served).toContain(`<title>${displayName}`);
    expect(served).not.toContain(email.split('@')[0]!);

    // An unknown handle is a page of its own.
    await page.goto('/members/nobody_has_this');
    await page.getByRole('heading', { level: 1, name: 'Member Not Found' }).waitFor();
  });

  it('follows and unfollows a discussion in one click each; a visitor is sent to sign in', async () => {
    const visitor = await browser.open('/', viewport);
    await openForum(visitor, 'General Discussion');
    await visitor.getByTestId('post-card').first().getByRole('heading').getByRole('link').click();
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    const postPath = new URL(visitor.url()).pathname;
    const follow = visitor.getByRole('link', { name: 'Follow this discussion: sign in first' });
    expect(await follow.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(postPath)}`);

    const page = await browser.open('/', viewport);
    await joinThroughForm(page);
    await page.goto(postPath);
    const actions = page.getByRole('group', { name: 'Post actions' });
    await actions.getByRole('button', { name: 'Follow' }).click();
    const following = actions.getByRole('button', { name: 'Following' });
    await following.waitFor();
    expect(await following.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await following.waitFor();
    await following.click();
    await actions.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    expect(await actions.getByRole('button', { name: 'Follow', exact: true }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await page.reload();
    await actions.getByRole('button', { name: 'Follow', exact: true }).waitFor();
  });
});
