import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { joinThroughForm, signInAsAdmin } from './support/accounts';
import { expectEventually, waitForLoaded } from './support/page-state';

describe('the admin’s outbox', () => {
  const browser = useBrowser();
  const admin = inject('adminCredentials');
  const heldMail = inject('heldMailBaseUrl');

  it('shows a message held for want of SMTP_URL, and its text when opened', async () => {
    const joining = await browser.blank(undefined, heldMail);
    const email = await joinThroughForm(joining);

    const page = await browser.open('/', undefined, heldMail);
    await signInAsAdmin(page, admin);
    // The server's job runner holds the welcome mail within a second or two of the join.
    await expectEventually(async () => {
      const held = await page.request.get('/api/admin/mail?status=held&limit=100');
      return ((await held.json()) as { items: Array<{ to: string }> }).items.some((item) => item.to === email);
    }, 15_000);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Mail' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mail' }).waitFor();
    await waitForLoaded(page);
    await page.getByText('Mail is not set up: messages are held in the outbox.').waitFor();
    await page.getByLabel('Status').selectOption({ label: 'Held in outbox' });
    await page.waitForURL(/\/admin\/mail\?status=held$/);

    const row = page.getByRole('listitem').filter({ hasText: email });
    await row.getByText('Held in outbox').waitFor();
    await row.getByRole('button', { name: 'Confirm your Griot e-mail address' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm your Griot e-mail address' });
    await dialog.getByTestId('mail-text').waitFor();
    const text = await dialog.getByTestId('mail-text').textContent();
    expect(text).toContain('Please confirm that this address is yours');
    expect(text).toMatch(/Confirm this address: \S+\/verify-email#token=/);
    // The text is shown as text: no link in it to follow by accident, no markup of the HTML part.
    expect(await dialog.getByTestId('mail-text').locator('a, table').count()).toBe(0);
    expect(await dialog.getByText(email).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Send again' }).count()).toBe(0);
    await dialog.getByText('Held because SMTP_URL is not set').waitFor();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
