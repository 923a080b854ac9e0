import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { signInAsAdmin } from './support/accounts';

describe('removing the demo content', () => {
  const browser = useBrowser();
  const admin = inject('adminCredentials');
  // The copy of the app without demo content: removing it there changes nothing other suites read. What
  // the removal deletes, and that counters stay exact, is proven by the API tests (server/seed/).
  const appWithoutDemo = inject('cloudinaryBaseUrl');

  it('asks first, then removes it and says what went', async () => {
    const page = await browser.open('/', undefined, appWithoutDemo);
    await signInAsAdmin(page, admin);
    const remove = page.getByRole('button', { name: 'Remove Demo Content' });

    await remove.click();
    // The English of client/features/admin/lib/demo-content-messages.ts (its messages need Lingui's macros).
    const dialog = page.getByRole('alertdialog', {
      name: 'Remove all demo content? The demo catalogue, the demo members and their posts and replies are deleted for good.',
    });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await remove.click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await dialog.waitFor({ state: 'detached' });
    const done = 'Demo content removed: 0 products, 0 events, 0 artists, 0 stories, 0 members, 0 posts and 0 replies.';
    await page.getByText(done).waitFor();
    expect(await page.getByText(done).isVisible()).toBe(true);
  });
});
