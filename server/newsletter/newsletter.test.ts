import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import { newsletterTexts } from '@shared/newsletter';
import { newsletterSubscribers } from '@server/db/schema';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { useFakeSmtp } from '@server/test/fake-smtp-suite';

const linkToken = (text: string) => /\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/u.exec(text)?.[1];

describe.each(testDrivers())('subscribing to the newsletter on %s', (driver) => {
  const fake = useFakeSmtp();
  const ctx = useTestApp(driver, { mail: fake.mail, publicUrl: 'https://griot.test' });

  const subscribe = (email: string, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscriptions', payload: { email }, remoteAddress });
  const confirm = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
  const rows = () => ctx.database.db.select().from(newsletterSubscribers);
  const mailsTo = (address: string) => fake.smtp.received.filter((mail) => mail.to.includes(address));

  it('stores the address pending, mails a link that confirms it once, and never lists it twice', async () => {
    const answer = await subscribe(' Ada@Example.com ');
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: inEnglish(newsletterTexts.subscribeAnswer) });
    await ctx.app.jobs.runDue();
    expect(await rows()).toEqual([expect.objectContaining({ email: 'ada@example.com', status: 'pending' })]);

    const [mail] = mailsTo('ada@example.com');
    expect(mail!.subject).toBe('Confirm your subscription to the Griot newsletter');
    const token = linkToken(mail!.text)!;
    expect(token).toBeDefined();
    // Opening the link is a page; only its POST confirms.
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: inEnglish(newsletterTexts.confirmed) });
    expect(await rows()).toEqual([
      expect.objectContaining({ status: 'confirmed', confirmedAt: expect.any(Date) as Date, confirmTokenHash: null }),
    ]);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ error: { message: string } }>().error.message).toBe(
      inEnglish(newsletterTexts.confirmLinkInvalid),
    );
    expect((await confirm('x')).statusCode).toBe(400);

    // The same answer for a confirmed address, no second row, and no new mail.
    const twice = await subscribe('ADA@example.com');
    expect(twice.statusCode).toBe(202);
    expect(twice.json()).toEqual(answer.json());
    await ctx.app.jobs.runDue();
    expect(mailsTo('ada@example.com')).toHaveLength(1);
    const [{ n }] = (await ctx.database.db.select({ n: count() }).from(newsletterSubscribers)) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('mails a pending address a new link (the old one stops working), at most 3 times an hour', async () => {
    await subscribe('kwame@example.com');
    await ctx.app.jobs.runDue();
    const first = linkToken(mailsTo('kwame@example.com')[0]!.text)!;
    expect((await subscribe('kwame@example.com')).statusCode).toBe(202);
    await ctx.app.jobs.runDue();
    const second = linkToken(mailsTo('kwame@example.com')[1]!.text)!;
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await subscribe('kwame@example.com')).statusCode).toBe(202);
    const limited = await subscribe('Kwame@example.com', '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    await ctx.app.jobs.runDue();
    expect(mailsTo('kwame@example.com')).toHaveLength(3);
    expect((await confirm(second)).statusCode).toBe(400);
    expect(await rows()).toHaveLength(1);
  });

  it('limits the sign-ups of one client address, whatever the e-mail', async () => {
    for (let i = 0; i < 10; i += 1) expect((await subscribe(`fan${i}@example.com`, '10.1.1.1')).statusCode).toBe(202);
    expect((await subscribe('fan10@example.com', '10.1.1.1')).statusCode).toBe(429);
    expect((await subscribe('fan10@example.com', '10.1.1.2')).statusCode).toBe(202);
  });

  it('refuses what is not an address, and stores nothing', async () => {
    for (const email of ['', 'ada', 'ada@', '@example.com', 'a b@example.com']) {
      const refused = await subscribe(email);
      expect(refused.statusCode).toBe(400);
    }
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscriptions', payload: {} })).statusCode,
    ).toBe(400);
    await ctx.app.jobs.runDue();
    expect(await rows()).toEqual([]);
  });

  it('unsubscribes with the token in one click, and a new sign-up needs a new confirmation', async () => {
    await subscribe('ngozi@example.com');
    await ctx.app.jobs.runDue();
    await confirm(linkToken(mailsTo('ngozi@example.com')[0]!.text)!);
    const [row] = await rows();
    const click = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/newsletter/unsubscribe?token=${row!.unsubscribeToken}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      });
    const done = await click();
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: inEnglish(newsletterTexts.unsubscribed) });
    expect((await click()).statusCode).toBe(200);
    const [after] = await rows();
    expect(after).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) as Date });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${'A'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe?token=short' })).statusCode).toBe(
      400,
    );

    await subscribe('ngozi@example.com');
    await ctx.app.jobs.runDue();
    const [pending] = await ctx.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'ngozi@example.com'));
    expect(pending!.status).toBe('pending');
    expect(mailsTo('ngozi@example.com')).toHaveLength(2);
  });
});
