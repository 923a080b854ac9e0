import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import { newsletterTexts } from '@shared/newsletter';
import type { NewsletterIssue, SubscriberPage } from '@shared/schemas/newsletter';
import { jobs, mailMessages, newsletterDeliveries, newsletterSubscribers } from '@server/db/schema';
import { joinAs } from '@server/test/accounts';
import { useTestApp, type TestContext } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { useFakeSmtp } from '@server/test/fake-smtp-suite';
import { NEWSLETTER_SEND_JOB } from './issues';
import { FAN_OUT_BATCH, sendIssueJob } from './send-issue';

const ISSUE = {
  subject: 'November on Griot',
  body: '## New drops\n\nThe **Highlife LP** is back: [listen](https://griot.test/music/highlife-lp).\n\n<script>alert(1)</script>',
};

/** `count` confirmed subscribers and a few that must never be mailed. */
async function subscribers(ctx: TestContext, count: number) {
  const db = ctx.database.db;
  const confirmed = Array.from({ length: count }, (_, i) => ({
    email: `reader${i}@example.com`,
    status: 'confirmed' as const,
    unsubscribeToken: `token-${i}-${'x'.repeat(30)}`,
    confirmedAt: new Date(),
  }));
  await db
    .insert(newsletterSubscribers)
    .values([
      ...confirmed,
      { email: 'pending@example.com', status: 'pending', unsubscribeToken: 'pending-token' },
      { email: 'gone@example.com', status: 'unsubscribed', unsubscribeToken: 'gone-token', unsubscribedAt: new Date() },
    ]);
}

describe.each(testDrivers())('the newsletter in the admin panel on %s', (driver) => {
  const fake = useFakeSmtp();
  const ctx = useTestApp(driver, { mail: fake.mail, publicUrl: 'https://griot.test' });

  async function admin() {
    const account = await joinAs(ctx.app, ctx.database.db, 'admin');
    await ctx.app.jobs.runDue();
    fake.smtp.received.length = 0;
    const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: { cookie: account.cookie }, ...(payload ? { payload } : {}) });
    return { account, send };
  }

  it('answers an admin reading French in French: refusals, with French digits, and the test sent', async () => {
    const { account } = await admin();
    const inFrench = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        headers: { cookie: account.cookie, 'accept-language': 'fr' },
        ...(payload ? { payload } : {}),
      });
    const refused = await inFrench('POST', '/api/admin/newsletter/issues', { subject: ' ', body: 'x'.repeat(50_001) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      'L’objet est obligatoire. La lettre d’information doit faire au plus 50\u202f000 caractères.',
    );
    const status = await inFrench('GET', '/api/admin/newsletter/subscribers?status=lost');
    expect(status.json<{ error: { message: string } }>().error.message).toBe(
      'Le statut doit être l’un de : pending, confirmed, unsubscribed.',
    );
    const issue = (await inFrench('POST', '/api/admin/newsletter/issues', ISSUE)).json<NewsletterIssue>();
    const test = await inFrench('POST', `/api/admin/newsletter/issues/${issue.id}/test`);
    expect(test.json()).toEqual({ message: `Un test a été envoyé à ${account.email}.` });
  });

  it('writes an issue, tests it on the admin alone, and sends it once to each confirmed subscriber', async () => {
    const { account, send } = await admin();
    await subscribers(ctx, 3);
    const created = await send('POST', '/api/admin/newsletter/issues', ISSUE);
    expect(created.statusCode).toBe(201);
    const issue = created.json<NewsletterIssue>();
    expect(issue).toMatchObject({ ...ISSUE, sentAt: null, recipientCount: 0 });

    const test = await send('POST', `/api/admin/newsletter/issues/${issue.id}/test`);
    expect(test.statusCode).toBe(202);
    expect(test.json()).toEqual({ message: inEnglish(newsletterTexts.testSent(account.email)) });
    await ctx.app.jobs.runDue();
    expect(fake.smtp.received.map((mail) => [mail.to, mail.subject])).toEqual([
      [[account.email], '[Test] November on Griot'],
    ]);
    // The Markdown is rendered safely: a heading and bold text, the script shown as text.
    const [testMail] = fake.smtp.received;
    expect(testMail!.html).toContain('<h2>New drops</h2>');
    expect(testMail!.html).toContain('<strong>Highlife LP</strong>');
    expect(testMail!.html).not.toContain('<script>');
    expect(testMail!.html).toContain('&lt;script&gt;');
    // Its links read as links in the site's colour, not a mail client's default blue.
    expect(testMail!.html).toMatch(
      /<a href="https:\/\/griot\.test\/music\/highlife-lp" [^>]*style="color:#b45309;text-decoration:underline[^"]*"/u,
    );

    const edited = await send('PUT', `/api/admin/newsletter/issues/${issue.id}`, { ...ISSUE, subject: 'November' });
    expect(edited.json<NewsletterIssue>().subject).toBe('November');
    const sent = await send('POST', `/api/admin/newsletter/issues/${issue.id}/send`);
    expect(sent.statusCode).toBe(202);
    expect(sent.json<NewsletterIssue>().sentAt).not.toBeNull();
    // The admin reads how many it goes to at once, before the fan-out has run.
    expect(sent.json<NewsletterIssue>().recipientCount).toBe(3);
    const listedAtOnce = await send('GET', '/api/admin/newsletter/issues');
    expect(listedAtOnce.json<{ items: NewsletterIssue[] }>().items[0]).toMatchObject({ recipientCount: 3 });
    const twice = await send('POST', `/api/admin/newsletter/issues/${issue.id}/send`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ error: { message: string } }>().error.message).toBe(inEnglish(newsletterTexts.alreadySent));
    expect((await send('PUT', `/api/admin/newsletter/issues/${issue.id}`, ISSUE)).statusCode).toBe(409);
    expect(await ctx.database.db.select().from(jobs).where(eq(jobs.kind, NEWSLETTER_SEND_JOB))).toHaveLength(1);

    await ctx.app.jobs.runDue();
    const issueMails = fake.smtp.received.filter((mail) => mail.subject === 'November');
    expect(issueMails.map((mail) => mail.to[0]).sort()).toEqual([
      'reader0@example.com',
      'reader1@example.com',
      'reader2@example.com',
    ]);
    // One-click unsubscribe (RFC 8058) with the reader's own token, and a link to the unsubscribe page.
    const mail = issueMails.find((m) => m.to[0] === 'reader1@example.com')!;
    expect(mail.headers['list-unsubscribe']).toBe(
      `<https://griot.test/api/newsletter/unsubscribe?token=token-1-${'x'.repeat(30)}>`,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`https://griot.test/newsletter/unsubscribe?token=token-1-${'x'.repeat(30)}`);
    // The content is the focus: Unsubscribe is a small link at the foot, not the mail's one button.
    const unsubscribeLink =
      /<a [^>]*href="https:\/\/griot\.test\/newsletter\/unsubscribe[^"]*"[^>]*>([^<]*)<\/a>/u.exec(mail.html);
    expect(unsubscribeLink?.[1]).toBe('Unsubscribe');
    expect(unsubscribeLink![0]).not.toContain('background');
    expect(unsubscribeLink![0]).toContain('font-size:12px');
    const list = await send('GET', '/api/admin/newsletter/issues');
    expect(list.json<{ items: NewsletterIssue[] }>().items).toEqual([
      expect.objectContaining({ id: issue.id, recipientCount: 3 }),
    ]);
  });

  it('mails each subscriber exactly once when the fan-out runs several times at once', async () => {
    const { send } = await admin();
    const readers = FAN_OUT_BATCH + 20;
    await subscribers(ctx, readers);
    const issue = (await send('POST', '/api/admin/newsletter/issues', ISSUE)).json<NewsletterIssue>();
    await send('POST', `/api/admin/newsletter/issues/${issue.id}/send`);
    const job = sendIssueJob(ctx.database.db, 'https://griot.test');
    const run = { id: 'x', attempts: 1, maxAttempts: 8 };
    // Two servers, or a retried job, running the same fan-out together, then once more afterwards.
    await Promise.all([
      job({ issueId: issue.id }, run),
      job({ issueId: issue.id }, run),
      job({ issueId: issue.id }, run),
    ]);
    await job({ issueId: issue.id }, run);
    const deliveries = await ctx.database.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, issue.id));
    expect(deliveries).toHaveLength(readers);
    const queued = await ctx.database.db
      .select({ to: mailMessages.to })
      .from(mailMessages)
      .where(eq(mailMessages.subject, ISSUE.subject));
    expect(queued).toHaveLength(readers);
    expect(new Set(queued.map((row) => row.to)).size).toBe(readers);
    expect(queued.some((row) => ['pending@example.com', 'gone@example.com'].includes(row.to))).toBe(false);
  });

  it('lists subscribers newest first by status, keyset paged, and exports them as CSV with formulas made inert', async () => {
    const { send } = await admin();
    const db = ctx.database.db;
    await subscribers(ctx, 3);
    const hostile = ['=cmd|calc@example.com', '+1@example.com', '-x@example.com', '@at@example.com'];
    await db
      .insert(newsletterSubscribers)
      .values(hostile.map((email, i) => ({ email, status: 'confirmed' as const, unsubscribeToken: `h${i}` })));
    const first = (await send('GET', '/api/admin/newsletter/subscribers?limit=2')).json<SubscriberPage>();
    expect(first.items).toHaveLength(2);
    expect(first.counts).toEqual({ pending: 1, confirmed: 7, unsubscribed: 1 });
    const seen = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = (
        await send('GET', `/api/admin/newsletter/subscribers?limit=2&cursor=${cursor}`)
      ).json<SubscriberPage>();
      seen.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(9);
    expect(new Set(seen.map((s) => s.id)).size).toBe(9);
    const pending = (await send('GET', '/api/admin/newsletter/subscribers?status=pending')).json<SubscriberPage>();
    expect(pending.items.map((s) => s.email)).toEqual(['pending@example.com']);
    expect((await send('GET', '/api/admin/newsletter/subscribers?status=everyone')).statusCode).toBe(400);
    expect((await send('GET', '/api/admin/newsletter/subscribers?cursor=nonsense')).statusCode).toBe(400);

    const csv = await send('GET', '/api/admin/newsletter/subscribers.csv?status=confirmed');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="griot-newsletter-subscribers.csv"');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('E-mail,Status,Subscribed at,Confirmed at,Unsubscribed at');
    expect(lines).toHaveLength(8);
    const cells = lines.slice(1).map((line) => line.split(',')[0]);
    for (const email of hostile) expect(cells).toContain(`'${email}`);
    expect(cells).toContain('reader0@example.com');
    expect(cells.every((cell) => !/^[=+\-@]/u.test(cell!))).toBe(true);
  });

  it('answers 401 to a visitor and 403 to a member on every admin route, and refuses bad issues', async () => {
    const member = await joinAs(ctx.app, ctx.database.db);
    const { send } = await admin();
    const issue = (await send('POST', '/api/admin/newsletter/issues', ISSUE)).json<NewsletterIssue>();
    const routes: Array<['GET' | 'POST' | 'PUT', string, object?]> = [
      ['GET', '/api/admin/newsletter/subscribers'],
      ['GET', '/api/admin/newsletter/subscribers.csv'],
      ['GET', '/api/admin/newsletter/issues'],
      ['POST', '/api/admin/newsletter/issues', ISSUE],
      ['PUT', `/api/admin/newsletter/issues/${issue.id}`, ISSUE],
      ['POST', `/api/admin/newsletter/issues/${issue.id}/test`],
      ['POST', `/api/admin/newsletter/issues/${issue.id}/send`],
    ];
    for (const [method, url, payload] of routes) {
      const asVisitor = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect([url, asVisitor.statusCode]).toEqual([url, 401]);
      const asMember = await ctx.app.inject({
        method,
        url,
        headers: { cookie: member.cookie },
        ...(payload ? { payload } : {}),
      });
      expect([url, asMember.statusCode]).toEqual([url, 403]);
    }
    for (const bad of [
      { subject: ' ', body: 'x' },
      { subject: 'x', body: '' },
      { subject: 'x'.repeat(201), body: 'x' },
      { subject: 'x' },
    ]) {
      const refused = await send('POST', '/api/admin/newsletter/issues', bad);
      expect(refused.statusCode).toBe(400);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await send('POST', `/api/admin/newsletter/issues/${unknown}/send`)).statusCode).toBe(404);
    expect((await send('POST', `/api/admin/newsletter/issues/${unknown}/test`)).statusCode).toBe(404);
    expect((await send('PUT', `/api/admin/newsletter/issues/${unknown}`, ISSUE)).statusCode).toBe(404);
    const stored = await ctx.database.db
      .select()
      .from(jobs)
      .where(inArray(jobs.kind, [NEWSLETTER_SEND_JOB]));
    expect(stored).toEqual([]);
  });
});
