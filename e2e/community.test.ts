import { threadIdOf } from '@shared/thread-address';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CommunityHub } from '@shared/schemas/community';
import { apiGet, useBrowser } from './support/browser';
import { joinThroughForm, signInAsAdmin } from './support/accounts';
import { threadPath } from './support/threads';

/** Opens the forum that holds the seeded discussion with replies (the Music forum). */
async function openForum(page: Page, name: string): Promise<void> {
  await page.goto('/community');
  await page.getByTestId('forum-card').filter({ hasText: name }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

async function createPost(page: Page, title: string, content: string, tags: string): Promise<void> {
  await page.getByRole('button', { name: 'New Post' }).click();
  const submit = page.getByRole('button', { name: 'Create Post' });
  expect(await submit.isDisabled()).toBe(true);
  await page.getByLabel('Title').fill(title);
  expect(await submit.isDisabled()).toBe(true);
  await page.getByLabel('Content').fill(content);
  await page.getByLabel('Tags').fill(tags);
  expect(await submit.isDisabled()).toBe(false);
  await submit.click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

describe('the community as a visitor', () => {
  const browser = useBrowser();

  it('shows the hub with the seeded forums, recent discussions and quick actions', async () => {
    const hub = await apiGet<CommunityHub>(browser.baseUrl, '/api/community');
    const page = await browser.open('/community');
    await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
    await page.getByTestId('forum-card').first().waitFor();
    expect(await page.getByTestId('forum-card').count()).toBe(6);
    expect(await page.getByTestId('recent-post').count()).toBe(Math.min(5, hub.recentPosts.length));
    expect(await page.getByTestId('recent-post').first().textContent()).toContain(hub.recentPosts[0]!.title);
    await page.getByRole('heading', { level: 2, name: 'Online Now' }).waitFor();
    expect(await page.getByRole('link', { name: 'Login to Post' }).count()).toBeGreaterThanOrEqual(1);
  });

  it('reads a forum and a post, and is invited to sign in before posting or replying', async () => {
    const page = await browser.open('/');
    await openForum(page, 'Music Production');
    await page.getByRole('link', { name: 'Login to Post' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'New Post' }).count()).toBe(0);

    const card = page.getByTestId('post-card').filter({ hasText: 'Best budget microphones' });
    expect(await card.textContent()).toMatch(/2 replies/);
    expect(await card.getByTestId('post-tag').count()).toBe(3);
    await card.getByRole('link', { name: /Best budget microphones/ }).click();
    await page.getByRole('heading', { level: 1, name: /Best budget microphones/ }).waitFor();
    await page.getByTestId('reply').first().waitFor();
    expect(await page.getByTestId('reply').count()).toBe(2);
    // A visitor may type a reply; its button leads to sign in (e2e/sign-in-return.test.ts follows it).
    expect(await page.getByRole('button', { name: 'Sign in to reply' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Post Reply' }).count()).toBe(0);
  });

  it("lands on a thread from a shared link, its post asked for once: the page's HTML started it", async () => {
    const path = await threadPath(browser.baseUrl, 'Music Production', /Best budget microphones/);
    const page = await browser.blank();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
    });
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: /Best budget microphones/ }).waitFor();
    await page.getByTestId('reply').first().waitFor();
    // The preloads (server/pages/data-preloads.ts) are the app's own answers, not a second copy of them.
    const post = `/api/posts/${threadIdOf(path.split('/').pop()!)}`;
    expect(asked.filter((asking) => asking === post)).toEqual([post]);
    expect(asked.filter((asking) => asking === '/api/auth/session')).toEqual(['/api/auth/session']);
  });

  it('names a forum or a post that does not exist', async () => {
    const page = await browser.open('/community/forum/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { level: 1, name: 'Forum Not Found' }).waitFor();
    await page.goto('/community/post/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { level: 1, name: 'Post Not Found' }).waitFor();
  });
});

describe('the community as a member', () => {
  const browser = useBrowser();

  it('creates a post with tags, replies to it, sees the count rise, and appears Online Now', async () => {
    const page = await browser.open('/');
    await joinThroughForm(page);
    // Joined without a display name: shown under the neutral default (SECURITY.md), read from the profile.
    const name = await page.evaluate(async () => {
      const response = await fetch('/api/me/profile');
      return ((await response.json()) as { displayName: string }).displayName;
    });
    const title = `Where to hear highlife in Accra ${Date.now()}`;

    await openForum(page, 'General Discussion');
    await createPost(
      page,
      `  ${title}  `,
      'Looking for live bands.\nAny tips? See https://example.org/guide',
      ' highlife, , accra ,live music, tips ',
    );
    expect(await page.getByTestId('post-content').textContent()).toContain('Looking for live bands.');
    const link = page.getByTestId('post-content').getByRole('link', { name: 'https://example.org/guide' });
    expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(await page.getByText('0 replies').count()).toBeGreaterThanOrEqual(1);

    await page.getByLabel('Your reply').fill('   ');
    expect(await page.getByRole('button', { name: 'Post Reply' }).isDisabled()).toBe(true);
    await page.getByLabel('Your reply').fill('I will be at the jazz club on Friday.');
    await page.getByRole('button', { name: 'Post Reply' }).click();
    await page.getByTestId('reply').filter({ hasText: 'jazz club on Friday' }).waitFor();
    await page.getByText('1 reply', { exact: true }).first().waitFor();

    await openForum(page, 'General Discussion');
    const card = page.getByTestId('post-card').filter({ hasText: title });
    // The forum list may show its cached copy for a moment before its refetch lands.
    await card.filter({ hasText: '1 reply' }).waitFor();
    expect(await card.getByTestId('post-tag').allTextContents()).toEqual(['highlife', 'accra', 'live music']);

    await page.goto('/community');
    await page.getByTestId('online-member').filter({ hasText: name }).waitFor();
    // Like the forum list, the hub may show its cached copy for a moment before its refetch lands.
    await page.getByTestId('recent-post').first().filter({ hasText: title }).waitFor();
  });

  it('quotes a post whole, or the part of it selected, into the reply box and posts it as a quote', async () => {
    const page = await browser.open('/');
    await joinThroughForm(page);
    await openForum(page, 'General Discussion');
    await createPost(
      page,
      `Highlife nights ${Date.now()}`,
      'Highlife is back in Accra.\n\nBands play every Friday.',
      '',
    );
    const box = page.getByLabel('Your reply');
    const quote = page.getByRole('group', { name: 'Post actions' }).getByRole('button', { name: 'Quote' });

    // Nothing selected: the whole post, its author named, and the box takes focus below it.
    await quote.click();
    expect(await box.inputValue()).toMatch(
      /^> .+ wrote:\n> Highlife is back in Accra\.\n>\n> Bands play every Friday\.\n\n$/,
    );
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);

    // A selection inside the post: only those words.
    await box.fill('');
    await page.getByTestId('post-content').evaluate((body) => {
      const text = body.querySelector('p')!.firstChild!;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 'Highlife is back'.length);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    await quote.click();
    expect(await box.inputValue()).toMatch(/^> .+ wrote:\n> Highlife is back\n\n$/);

    await box.press('End');
    await box.pressSequentially('So glad to hear it.');
    await page.getByRole('button', { name: 'Post Reply' }).click();
    const posted = page.getByTestId('reply').filter({ hasText: 'So glad to hear it.' });
    await posted.waitFor();
    expect((await posted.locator('blockquote').innerText()).trim()).toMatch(/wrote:\s+Highlife is back$/);
    // Each reply may be quoted too.
    await posted.getByRole('button', { name: 'Quote' }).waitFor();
  });

  it("shows 'Failed to create post. Please try again.' and keeps what was typed", async () => {
    const page = await browser.open('/');
    await joinThroughForm(page);
    await openForum(page, 'Find Collaborators');
    await page.route('**/api/forums/*/posts', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":{"code":"INTERNAL","message":"x"}}',
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'New Post' }).click();
    await page.getByLabel('Title').fill('Need a bassist');
    await page.getByLabel('Content').fill('For a Lagos session.');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to create post. Please try again.' }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Need a bassist');
  });
});

describe('the community as an admin', () => {
  const browser = useBrowser();
  const admin = inject('adminCredentials');

  it('pins and locks a post; the reply form disappears and the badges show', async () => {
    const title = `Moderated thread ${Date.now()}`;
    const member = await browser.open('/');
    await joinThroughForm(member);
    await openForum(member, 'Business of Creativity');
    await createPost(member, title, 'Please keep it civil.', 'rules');
    const postUrl = member.url();

    const page = await browser.open('/');
    await signInAsAdmin(page, admin);
    await page.goto(postUrl);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByLabel('Your reply').waitFor();
    await page.getByRole('button', { name: 'Pin' }).click();
    await page.getByRole('button', { name: 'Unpin' }).waitFor();
    await page.getByRole('button', { name: 'Lock' }).click();
    await page.getByRole('button', { name: 'Unlock' }).waitFor();
    await page.getByLabel('Your reply').waitFor({ state: 'detached' });
    await page.getByText('Locked', { exact: true }).first().waitFor();

    await member.reload();
    await member.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await member.getByLabel('Your reply').count()).toBe(0);
    // A locked post is frozen for its author too: no Edit Post button (the server refuses the edit).
    expect(await member.getByRole('button', { name: 'Edit Post' }).count()).toBe(0);
    const status = await member.evaluate(async (url) => {
      const postId = url.split('/').pop()!.slice(0, 36);
      const response = await fetch(`/api/posts/${postId}/replies`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'sneaking in' }),
      });
      return response.status;
    }, postUrl);
    expect(status).toBe(409);

    await openForum(member, 'Business of Creativity');
    const first = member.getByTestId('post-card').first();
    expect(await first.textContent()).toContain(title);
    expect(await first.textContent()).toMatch(/Pinned/);
    expect(await first.textContent()).toMatch(/Locked/);
  });
});
