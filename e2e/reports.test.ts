import { threadPath } from '@shared/thread-address';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Post } from '@shared/schemas/community';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { joinThroughForm, MEMBER_PASSWORD, signInAsAdmin, signInThroughForm } from './support/accounts';
import { expectEventually, waitForLoaded } from './support/page-state';
import { keep } from './support/screenshots';

/** A post and a reply written as the signed-in member of `page`, through the API the forms use. */
async function writeAs(page: Page, title: string, reply: string): Promise<Post> {
  return page.evaluate(
    async ({ title, reply }) => {
      const hub = (await (await fetch('/api/community')).json()) as { forums: Array<{ id: string }> };
      const send = (url: string, body: unknown) =>
        fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const post = (await (
        await send(`/api/forums/${hub.forums[0]!.id}/posts`, { title, content: 'Hello all.' })
      ).json()) as Post;
      await send(`/api/posts/${post.id}/replies`, { content: reply });
      return post;
    },
    { title, reply },
  );
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);

describe('reports and suspensions', () => {
  const browser = useBrowser();
  const admin = inject('adminCredentials');

  for (const viewport of [DESKTOP, PHONE]) {
    it(`a member reports a reply; the admin suspends its author for 7 days, who is told so at sign-in (${viewport.width} px)`, async () => {
      const stamp = `${viewport.width}-${Date.now()}`;
      const authorPage = await browser.open('/', viewport);
      const authorEmail = await joinThroughForm(authorPage);
      const words = `Cheap followers here ${stamp}`;
      const post = await writeAs(authorPage, `Growing an audience ${stamp}`, words);

      // A visitor's Report leads to sign-in, with the way back in the address.
      const thread = threadPath(post.id, post.slug);
      const visitor = await browser.open(thread, viewport);
      const visitorReply = visitor.getByTestId('reply').filter({ hasText: words });
      await visitorReply.getByRole('button', { name: 'Report' }).click();
      await visitor.waitForURL(new RegExp(`/login\\?next=${encodeURIComponent(thread)}$`));

      const reporter = await browser.open('/', viewport);
      await joinThroughForm(reporter);
      await reporter.goto(thread);
      const reply = reporter.getByTestId('reply').filter({ hasText: words });
      await reply.waitFor();
      // Nobody is offered to report their own words: the author's page has no Report on them.
      const opener = reply.getByRole('button', { name: 'Report' });
      await opener.click();
      const dialog = reporter.getByRole('dialog', { name: 'Report this reply' });
      await dialog.waitFor();
      // Escape closes it and gives focus back to Report.
      expect(await reporter.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('spam');
      await reporter.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await focusedText(reporter)).toBe('Report');

      await opener.click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Send Report' }).click();
      await dialog.getByText('Choose a reason.').waitFor();
      // The reasons are radio buttons, chosen with the keyboard.
      await dialog.getByRole('radio', { name: 'Spam' }).focus();
      await reporter.keyboard.press('ArrowDown');
      expect(await dialog.getByRole('radio', { name: 'Abuse or harassment' }).isChecked()).toBe(true);
      await reporter.keyboard.press('ArrowUp');
      expect(await dialog.getByRole('radio', { name: 'Spam' }).isChecked()).toBe(true);
      await dialog.getByLabel('Note (optional)').fill('Selling followers in every thread.');
      await keep(reporter, `report-dialog-${viewport.width}`);
      await dialog.getByRole('button', { name: 'Send Report' }).click();
      await dialog.waitFor({ state: 'detached' });
      await reply.getByText('Thank you: your report was sent to the moderators.').waitFor();
      expect(await focusedText(reporter)).toBe('Report');

      const adminPage = await browser.open('/', viewport);
      await signInAsAdmin(adminPage, admin);
      await adminPage.getByTestId('count-reports').waitFor();
      await adminPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reports' }).click();
      await adminPage.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
      await waitForLoaded(adminPage);
      const card = adminPage.getByTestId('report').filter({ hasText: words });
      await card.waitFor();
      expect(await card.textContent()).toContain('Selling followers in every thread.');
      expect(await card.textContent()).toContain('Spam');
      await keep(adminPage, `admin-reports-${viewport.width}`);
      await card.getByRole('button', { name: 'Suspend Author' }).click();
      const suspend = adminPage.getByRole('dialog', { name: /^Suspend / });
      await suspend.getByRole('radio', { name: '7 days' }).check();
      await suspend.getByLabel('Reason').fill('Selling followers');
      await keep(adminPage, `suspend-dialog-${viewport.width}`);
      await suspend.getByRole('button', { name: 'Suspend' }).click();
      await suspend.waitFor({ state: 'detached' });
      await adminPage.getByText(/is suspended until .* \(Lagos time\): 1 report closed\./).waitFor();
      await card.waitFor({ state: 'detached' });
      const suspended = adminPage
        .getByRole('region', { name: 'Suspended members' })
        .getByRole('listitem')
        .filter({ hasText: authorEmail });
      await suspended.waitFor();
      expect(await suspended.textContent()).toContain('Selling followers');

      // The author's session is over: the page's next request finds nobody signed in.
      expect(
        await authorPage.evaluate(async () => (await (await fetch('/api/auth/session')).json()) as unknown),
      ).toEqual({ user: null });
      await signInThroughForm(authorPage, '/login', authorEmail, MEMBER_PASSWORD);
      const told = authorPage.getByRole('alert').filter({ hasText: 'Your account is suspended until' });
      await told.waitFor();
      expect(await told.textContent()).toMatch(
        /until \w{3} \d{1,2}, \d{4} at \d\d:\d\d \(Lagos time\)\. Reason: Selling followers/,
      );
      await keep(authorPage, `suspended-sign-in-${viewport.width}`);

      // Lifted, the member signs in again.
      await suspended.getByRole('button', { name: 'Lift' }).click();
      await suspended.waitFor({ state: 'detached' });
      await authorPage.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
      await authorPage.waitForURL((url) => url.pathname !== '/login');

      // Members: from the dashboard's card the admin finds the author by search, suspends them from their
      // page with a reason, reads the mail it sent them in the outbox, and lifts it with a reason.
      const nav = adminPage.getByRole('navigation', { name: 'Admin' });
      await nav.getByRole('link', { name: 'Dashboard' }).click();
      await adminPage.getByTestId('count-members').getByRole('link', { name: 'Manage members' }).click();
      await adminPage.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
      await adminPage.getByLabel('Search members').fill(authorEmail.toUpperCase());
      const found = adminPage.getByTestId('member-row');
      await expectEventually(
        async () => (await found.count()) === 1 && (await found.textContent())!.includes(authorEmail),
      );
      await keep(adminPage, `admin-members-${viewport.width}`);
      await found.getByRole('link').click();
      const history = adminPage.getByTestId('member-change');
      await adminPage.getByRole('heading', { level: 2, name: 'History' }).waitFor();
      await history.filter({ hasText: 'Selling followers' }).waitFor();
      await adminPage.getByRole('button', { name: 'Suspend' }).click();
      const direct = adminPage.getByRole('dialog', { name: /^Suspend / });
      await direct.getByRole('radio', { name: '1 day' }).check();
      await direct.getByLabel('Reason').fill('Links to a pill shop');
      await direct.getByRole('button', { name: 'Suspend' }).click();
      await direct.waitFor({ state: 'detached' });
      await adminPage.getByText(/is suspended for 1 day\./).waitFor();
      expect(await history.first().textContent()).toMatch(/^Suspended until .*Links to a pill shop$/);
      await keep(adminPage, `admin-member-${viewport.width}`);

      await nav.getByRole('link', { name: 'Mail' }).click();
      const sent = adminPage.getByRole('listitem').filter({ hasText: authorEmail });
      await sent.getByRole('button', { name: 'Your Griot account is suspended' }).first().click();
      const mail = adminPage.getByRole('dialog', { name: 'Your Griot account is suspended' });
      await mail.getByTestId('mail-text').waitFor();
      expect(await mail.getByTestId('mail-text').textContent()).toContain("The admin's reason: Links to a pill shop");
      await mail.getByRole('button', { name: 'Close' }).click();

      await adminPage.goBack();
      await adminPage.getByRole('button', { name: 'Lift suspension' }).click();
      const lift = adminPage.getByRole('alertdialog', { name: /^Lift / });
      await lift.getByRole('button', { name: 'Lift suspension' }).click();
      await lift.getByText('Say why the suspension is lifted: the member reads it.').waitFor();
      await lift.getByLabel('Reason').fill('Shop link removed');
      await lift.getByRole('button', { name: 'Lift suspension' }).click();
      await lift.waitFor({ state: 'detached' });
      await adminPage.getByText(/suspension is lifted\./).waitFor();
      expect(await history.first().textContent()).toContain('Shop link removed');
    });
  }
});
