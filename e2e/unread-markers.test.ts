// A member sees what is new in the forum since their last visit: "New" on a thread they never opened,
// "N new" on one with replies since, and the New divider above the first new reply.
import { describe, expect, it } from 'vitest';
import { joinThroughForm } from './support/accounts';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { keep } from './support/screenshots';

const FORUM = 'General Discussion';

describe('unread markers', () => {
  const browser = useBrowser();

  it('a member reads a thread, another replies, and the reader sees "1 new" and the New marker on the reply', async () => {
    const reader = await browser.open('/');
    await joinThroughForm(reader);
    const writer = await browser.open('/');
    await joinThroughForm(writer);

    const title = `Talking drum makers in Oyo ${Date.now()}`;
    await writer.goto('/community');
    await writer.getByRole('link', { name: FORUM, exact: true }).first().click();
    const forumPath = new URL(writer.url()).pathname;
    await writer.getByRole('button', { name: 'New Post' }).click();
    await writer.getByLabel('Title').fill(title);
    await writer.getByLabel('Content').fill('Who still carves them by hand?');
    await writer.getByRole('button', { name: 'Create Post' }).click();
    await writer.getByRole('heading', { level: 1, name: title }).waitFor();
    const postPath = new URL(writer.url()).pathname;

    // Never opened: New.
    const card = reader.getByTestId('post-card').filter({ hasText: title });
    await reader.goto(forumPath);
    await card.getByTestId('unread-mark').filter({ hasText: 'New' }).waitFor();

    // Opened: nothing new, and no divider.
    const opened = reader.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/read'));
    await card.getByRole('link', { name: title }).click();
    await reader.getByRole('heading', { level: 1, name: title }).waitFor();
    expect((await opened).status()).toBe(200);
    await reader.goto(forumPath);
    await card.waitFor();
    await expect.poll(() => card.getByTestId('unread-mark').count()).toBe(0);

    await writer.getByLabel('Your reply').fill('My grandfather does, in Saki.');
    await writer.getByRole('button', { name: 'Post Reply' }).click();
    await writer.getByTestId('reply').filter({ hasText: 'My grandfather does' }).waitFor();
    // The writer's own reply is not new to them.
    await writer.goto(forumPath);
    const writersCard = writer.getByTestId('post-card').filter({ hasText: title });
    await writersCard.waitFor();
    await expect.poll(() => writersCard.getByTestId('unread-mark').count()).toBe(0);

    await reader.reload();
    const mark = card.getByTestId('unread-mark');
    await mark.waitFor();
    expect(await mark.innerText()).toContain('1 new');
    await card.scrollIntoViewIfNeeded();
    await keep(reader, 'forum-unread-desktop');
    await reader.setViewportSize(PHONE);
    await keep(reader, 'forum-unread-phone');
    await reader.setViewportSize(DESKTOP);

    const reopened = reader.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/read'));
    await card.getByRole('link', { name: title }).click();
    await reader.waitForURL((url) => url.pathname === postPath);
    expect((await reopened).status()).toBe(200);
    const divider = reader.getByRole('separator', { name: 'New replies start here' });
    await divider.waitFor();
    // The divider stands right above the new reply.
    const reply = reader.getByTestId('reply').filter({ hasText: 'My grandfather does' });
    const [dividerBox, replyBox] = await Promise.all([divider.boundingBox(), reply.boundingBox()]);
    expect(dividerBox!.y).toBeLessThan(replyBox!.y);
    await keep(reader, 'thread-new-desktop');
    await reader.setViewportSize(PHONE);
    await keep(reader, 'thread-new-phone');
    await reader.setViewportSize(DESKTOP);
    await reader.getByRole('link', { name: 'Jump to the new reply' }).click();
    await expect.poll(() => reply.evaluate((element) => element === document.activeElement)).toBe(true);

    // Read now: the list shows nothing new, and a visitor never sees a marker.
    await reader.goto(forumPath);
    await card.waitFor();
    await expect.poll(() => card.getByTestId('unread-mark').count()).toBe(0);
    const visitor = await browser.open(forumPath);
    await visitor.getByTestId('post-card').filter({ hasText: title }).waitFor();
    expect(await visitor.getByTestId('unread-mark').count()).toBe(0);
  });
});
