// The newsletter's double opt-in through the local SMTP server, the pages behind the footer, the admin's
// edit of one of them, and the contact form, at a desktop's and a phone's width.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { newMemberEmail, signInAsAdmin } from './support/accounts';
import { CONTACT_MAILBOX, mailTo } from './support/mail';
import { waitForLoaded } from './support/page-state';
import { keep } from './support/screenshots';

const WIDTHS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

const FOOTER_PAGES: Array<[string, string]> = [
  ['About Us', 'About Us'],
  ['Contact', 'Contact'],
  ['Privacy Policy', 'Privacy Policy'],
  ['Terms of Service', 'Terms of Service'],
  ['Music', 'The Marketplace'],
  ['Events', 'Upcoming Events'],
  ['Artists', 'Creatives Directory'],
  ['Stories', 'Stories & Insights'],
  ['Community', 'Community'],
];

const footerOf = (page: Page) => page.getByRole('contentinfo');

describe.each(WIDTHS)('the newsletter and the pages behind the footer on a %s', (width, viewport) => {
  const browser = useBrowser();
  const fakes = inject('fakeServicesUrl');
  const admin = inject('adminCredentials');
  /** The reader subscribed by the first test, who gets the issue the admin sends in the last. */
  const email = newMemberEmail();

  it('subscribes from the footer: the confirmation arrives by mail and its link confirms, with one click', async () => {
    const page = await browser.open('/stories', viewport);
    const footer = footerOf(page);
    await footer.getByRole('textbox', { name: /e-?mail/i }).fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer
      .getByRole('status')
      .getByText(/Check your inbox: we have sent a link/)
      .waitFor();

    const mail = await mailTo(fakes, email, 'Confirm your subscription to the Griot newsletter');
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/u.exec(mail.text)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('heading', { level: 1, name: 'Confirm Your Subscription' }).waitFor();
    // The token leaves the address bar; opening the page confirmed nothing yet.
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: 'Confirm My Subscription' }).click();
    await page.getByText('Thank you: you are subscribed to the Griot newsletter.').waitFor();
  });

  it('opens a page for every footer link, each with its own title', async () => {
    const page = await browser.open('/', viewport);
    for (const [link, heading] of FOOTER_PAGES) {
      await footerOf(page).getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    }
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 2, name: 'Your rights' }).waitFor();
    await page
      .getByText(/Data Protection Act 2023/)
      .first()
      .waitFor();
    await keep(page, `privacy-${width}`);
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await keep(page, `about-${width}`);
  });

  it('sends the contact form to the site’s mailbox, with Reply-To the sender', async () => {
    const page = await browser.open('/contact', viewport);
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
    await keep(page, `contact-${width}`);
    const name = `Ada ${width} ${Date.now().toString(36)}`;
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Please enter your name.').waitFor();
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Your e-mail').fill('ada.reader@example.com');
    await form.getByLabel('Message').fill('Do you ship vinyl to Accra?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thank you: your message is sent. We will answer by e-mail.').waitFor();
    const mail = await mailTo(fakes, CONTACT_MAILBOX, `Contact form: ${name}`);
    expect(mail.text).toContain('Do you ship vinyl to Accra?');
    expect(mail.headers['reply-to']).toBe('ada.reader@example.com');
  });

  it('lets the admin test and send a newsletter, and edit the About page in Markdown, previewed, for visitors', async () => {
    const page = await browser.open('/', viewport);
    await signInAsAdmin(page, admin);
    await page.goto('/admin/newsletter');
    await page.getByRole('heading', { level: 1, name: 'Newsletter' }).waitFor();
    await waitForLoaded(page);
    await page.getByTestId('subscriber-counts').waitFor();
    await keep(page, `admin-newsletter-${width}`);

    // An issue: previewed, tested on the admin alone, then sent.
    const subject = `Griot news (${width}) ${Date.now().toString(36)}`;
    await page.getByLabel('Subject').fill(subject);
    await page
      .getByLabel('Text')
      .fill('## New drops\n\nThe **Highlife LP** is back. [Listen](https://griot.test/music)');
    await page.getByTestId('markdown-preview').getByRole('heading', { level: 2, name: 'New drops' }).waitFor();
    await page.getByRole('button', { name: 'Send Test to Me' }).click();
    await page.getByText(`A test was sent to ${admin.email}.`).waitFor();
    const test = await mailTo(fakes, admin.email, `[Test] ${subject}`);
    expect(test.text).toContain('The **Highlife LP** is back.');
    const { counts } = (await (await page.request.get('/api/admin/newsletter/subscribers?limit=1')).json()) as {
      counts: { confirmed: number };
    };
    expect(counts.confirmed).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Send to Subscribers' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send Now' }).click();
    await page.getByText('The issue is on its way').waitFor();
    // The count of its readers shows at once, before the mails have gone out.
    const sent = page
      .getByRole('region', { name: 'Issues' })
      .getByRole('listitem')
      .filter({ hasText: subject })
      .filter({ hasText: /Sent / });
    await sent.waitFor();
    expect(await sent.textContent()).toMatch(
      new RegExp(`Sent .+ to ${counts.confirmed} subscriber${counts.confirmed === 1 ? '' : 's'}`, 'u'),
    );
    // The reader's copy: the text first, its link in the site's colour, Unsubscribe a small link at the foot.
    const issue = await mailTo(fakes, email, subject);
    expect(issue.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // A blank page: the site's own pages forbid inline styles (CSP), which a mail is made of.
    const mailPage = await browser.blank(viewport);
    await mailPage.setContent(issue.html);
    const unsubscribe = mailPage.getByRole('link', { name: 'Unsubscribe' });
    expect(await unsubscribe.evaluate((link) => getComputedStyle(link).fontSize)).toBe('12px');
    await keep(mailPage, `newsletter-mail-${width}`);
    await mailPage.close();
    await page.getByRole('heading', { level: 2, name: 'A new issue' }).waitFor();

    // The other tests read Griot's own About page: it is put back afterwards.
    const original = (await (await page.request.get('/api/admin/pages/about')).json()) as { body: string };
    await page.goto('/admin/pages?page=about');
    await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();
    const title = `About Griot (${width})`;
    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Text')
      .fill(`## Our ${width} story\n\nWe keep the **song**.\n\n<script>window.pwned = true</script>`);
    const preview = page.getByTestId('markdown-preview');
    await preview.getByRole('heading', { level: 2, name: `Our ${width} story` }).waitFor();
    await preview.getByText('<script>window.pwned = true</script>').waitFor();
    await page.getByRole('button', { name: 'Save Page' }).click();
    await page.getByText('The page is saved.').waitFor();

    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { level: 2, name: `Our ${width} story` }).waitFor();
    await page.getByText('<script>window.pwned = true</script>').waitFor();
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
    const restored = await page.request.put('/api/admin/pages/about', {
      data: { title: 'About Us', body: original.body },
    });
    expect(restored.status()).toBe(200);
  });
});
