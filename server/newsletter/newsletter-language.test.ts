// The newsletter writes to a subscriber in the language they signed up in, or a member in the one their
// account chose: the confirmation, and the small print around an issue, whose own words stay the admin's.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { NewsletterIssue } from '@shared/schemas/newsletter';
import { newsletterSubscribers } from '@server/db/schema';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { catalogText } from '@server/test/catalog-text';
import { testDrivers } from '@server/test/database';
import { useFakeSmtp } from '@server/test/fake-smtp-suite';

describe.each(testDrivers())('the newsletter in its readers’ languages on %s', (driver) => {
  const fake = useFakeSmtp();
  const ctx = useTestApp(driver, { mail: fake.mail, publicUrl: 'https://griot.test' });
  const db = () => ctx.database.db;

  it('confirms a sign-up from a French page in French, and frames each issue in its reader’s language', async () => {
    const signedUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscriptions',
      payload: { email: 'ada@example.com' },
      headers: { 'accept-language': 'fr' },
    });
    expect(signedUp.statusCode).toBe(202);
    await ctx.app.jobs.runDue();
    const [confirmation] = fake.smtp.received;
    expect(confirmation!.subject).toBe(await catalogText('fr', 'newsletter.confirm-mail.subject'));
    const token = /\/fr\/newsletter\/confirm\?token=([\w-]+)/.exec(confirmation!.text)?.[1];
    expect(token).toBeDefined();
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } })).statusCode,
    ).toBe(200);

    // Anyone may sign an address up again: a confirmed subscription keeps its language.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscriptions',
      payload: { email: 'ada@example.com' },
      headers: { 'accept-language': 'ha' },
    });
    await ctx.app.jobs.runDue();

    // A member whose account is in Yoruba, subscribed from an English page.
    const kemi = await joinAs(ctx.app, db(), 'member', 'kemi@example.com');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { cookie: kemi.cookie },
      payload: { locale: 'yo' },
    });
    await db().insert(newsletterSubscribers).values({
      email: 'Kemi@Example.com',
      status: 'confirmed',
      unsubscribeToken: 'kemi-token',
      confirmedAt: new Date(),
    });

    const admin = await joinAs(ctx.app, db(), 'admin');
    const send = (url: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });
    const issue = (
      await send('/api/admin/newsletter/issues', { subject: 'November', body: 'New **drops**.' })
    ).json<NewsletterIssue>();
    await send(`/api/admin/newsletter/issues/${issue.id}/send`);
    await ctx.app.jobs.runDue();

    const issueTo = (address: string) =>
      fake.smtp.received.find(
        (mail) => mail.subject === 'November' && mail.to.some((to) => to.toLowerCase() === address),
      )!;
    const french = issueTo('ada@example.com');
    const [ada] = await db()
      .select({ token: newsletterSubscribers.unsubscribeToken, locale: newsletterSubscribers.locale })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'ada@example.com'));
    expect(ada!.locale).toBe('fr');
    expect(french.text).toContain('New **drops**.');
    expect(french.text).toContain(await catalogText('fr', 'newsletter.issue-mail.why'));
    expect(french.text).toContain(
      await catalogText('fr', 'mail.text.labelled', {
        label: await catalogText('fr', 'newsletter.issue-mail.unsubscribe'),
        value: `https://griot.test/fr/newsletter/unsubscribe?token=${ada!.token}`,
      }),
    );
    // The admin's words are in no language the site knows: the HTML names none.
    expect(french.html).toMatch(/^<!doctype html><html><body/);

    const yoruba = issueTo('kemi@example.com');
    expect(yoruba.text).toContain(await catalogText('yo', 'newsletter.issue-mail.why'));
    expect(yoruba.text).toContain('https://griot.test/yo/newsletter/unsubscribe?token=kemi-token');
  });
});
