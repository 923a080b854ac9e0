import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import { mailTexts } from '@shared/mail';
import type { AdminMail, AdminMailPage } from '@shared/schemas/admin-mail';
import type { DashboardData } from '@shared/schemas/admin';
import { jobs, mailMessages } from '@server/db/schema';
import { joinAs, signInAdmin } from '@server/test/accounts';
import { useTestApp, type TestContext } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { useFakeSmtp } from '@server/test/fake-smtp-suite';
import { MAIL_JOB, queueMail } from '../outbox';

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';

const content = (subject: string) => ({
  subject,
  heading: 'Payment received',
  blocks: [
    { kind: 'paragraph' as const, text: 'Thank you, Ada <Obi> & co.' },
    { kind: 'button' as const, label: 'View your order', url: 'https://griot.test/orders/GRT-7KQ2M9XD' },
  ],
});

/** An admin's requests, on an outbox emptied of the confirmation mail that joining sent. */
async function adminOnEmptyOutbox(ctx: TestContext) {
  const send = await signInAdmin(ctx);
  await ctx.database.db.delete(jobs);
  await ctx.database.db.delete(mailMessages);
  return send;
}

/** Stores a message and makes it `minutesAgo` old, so that the order of the list is known. */
async function stored(ctx: TestContext, subject: string, minutesAgo: number): Promise<string> {
  const db = ctx.database.db;
  await queueMail(db, 'ada@example.com', content(subject));
  const [row] = await db
    .update(mailMessages)
    .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(mailMessages.subject, subject))
    .returning({ id: mailMessages.id });
  return row!.id;
}

const jobsOf = (ctx: TestContext, id: string) =>
  ctx.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, MAIL_JOB), sql`${jobs.payload}->>'messageId' = ${id}`));

describe.each(testDrivers())('the admin’s outbox on %s', (driver) => {
  const fake = useFakeSmtp();
  const ctx = useTestApp(driver, { mail: fake.mail });

  /** A message whose one try the SMTP server refused: failed, with the reason kept. */
  async function failed(subject: string, minutesAgo: number): Promise<string> {
    const id = await stored(ctx, subject, minutesAgo);
    await ctx.database.db
      .update(jobs)
      .set({ maxAttempts: 1 })
      .where(sql`${jobs.payload}->>'messageId' = ${id}`);
    fake.smtp.refuse(1);
    await ctx.app.jobs.runDue();
    return id;
  }

  it('lists every message newest first, by status and in pages, with the unsent ones counted', async () => {
    const send = await adminOnEmptyOutbox(ctx);
    await stored(ctx, 'Sent one', 40);
    await ctx.app.jobs.runDue();
    await failed('Failed one', 30);
    const held = await stored(ctx, 'Held one', 20);
    await ctx.database.db.update(mailMessages).set({ status: 'held' }).where(eq(mailMessages.id, held));
    await stored(ctx, 'Queued one', 10);

    const all = (await send('GET', '/api/admin/mail')).json<AdminMailPage>();
    expect(all.items.map((item) => [item.subject, item.status])).toEqual([
      ['Queued one', 'queued'],
      ['Held one', 'held'],
      ['Failed one', 'failed'],
      ['Sent one', 'sent'],
    ]);
    expect(all.counts).toEqual({ failed: 1, held: 1, queued: 1 });
    expect(all.sending).toBe(true);
    expect(all.nextCursor).toBeNull();
    expect(all.items[3]).toMatchObject({
      to: 'ada@example.com',
      lastError: null,
      sentAt: expect.any(String) as string,
    });

    const onlyFailed = (await send('GET', '/api/admin/mail?status=failed')).json<AdminMailPage>();
    expect(onlyFailed.items).toHaveLength(1);
    expect(onlyFailed.items[0]).toMatchObject({ subject: 'Failed one', sentAt: null });
    expect(onlyFailed.items[0]!.lastError).toContain('451');
    expect(onlyFailed.items[0]!.lastError).not.toContain('ada@example.com');

    const first = (await send('GET', '/api/admin/mail?limit=3')).json<AdminMailPage>();
    expect(first.items.map((item) => item.subject)).toEqual(['Queued one', 'Held one', 'Failed one']);
    const rest = (await send('GET', `/api/admin/mail?limit=3&cursor=${first.nextCursor}`)).json<AdminMailPage>();
    expect(rest.items.map((item) => item.subject)).toEqual(['Sent one']);
    expect(rest.nextCursor).toBeNull();

    const dashboard = (await send('GET', '/api/admin/dashboard')).json<DashboardData>();
    expect(dashboard.failedMail).toBe(1);
  });

  it('says which statuses there are when asked for another, and refuses a made-up cursor', async () => {
    const send = await adminOnEmptyOutbox(ctx);
    const wrong = await send('GET', '/api/admin/mail?status=lost');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: inEnglish(mailTexts.statusInvalid) } });
    expect(inEnglish(mailTexts.statusInvalid)).toBe('Status must be one of: queued, held, sent, failed.');
    const { cookie } = await joinAs(ctx.app, ctx.database.db, 'admin');
    const french = await ctx.app.inject({
      url: '/api/admin/mail?status=lost',
      headers: { cookie, 'accept-language': 'fr' },
    });
    expect(french.json<{ error: { message: string } }>().error.message).toBe(
      'Le statut doit être l’un de : queued, held, sent, failed.',
    );
    const cursor = await send('GET', '/api/admin/mail?cursor=bm90IGEgY3Vyc29y');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json<{ error: { code: string } }>().error.code).toBe('INVALID_CURSOR');
  });

  it('shows one message with its plain-text part and its tries, never its HTML', async () => {
    const send = await adminOnEmptyOutbox(ctx);
    const id = await failed('Your receipt', 5);

    const response = await send('GET', `/api/admin/mail/${id}`);
    expect(response.statusCode).toBe(200);
    const message = response.json<AdminMail>();
    expect(message).toMatchObject({ id, subject: 'Your receipt', status: 'failed', attempts: 1, sending: true });
    expect(message.text).toContain('Thank you, Ada <Obi> & co.');
    expect(message.text).toContain('View your order: https://griot.test/orders/GRT-7KQ2M9XD');
    expect(response.body).not.toContain('&lt;');
    expect(message).not.toHaveProperty('html');

    const missing = await send('GET', `/api/admin/mail/${ZERO_UUID}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: inEnglish(mailTexts.notFound) } });
  });

  it('sends a failed message again through the SMTP server, once however often it is clicked', async () => {
    const send = await adminOnEmptyOutbox(ctx);
    const id = await failed('Your receipt', 5);
    expect(fake.smtp.received).toHaveLength(0);

    const [first, second] = await Promise.all([
      send('POST', `/api/admin/mail/${id}/retry`),
      send('POST', `/api/admin/mail/${id}/retry`),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json<AdminMail>().status).toBe('queued');
    expect(await jobsOf(ctx, id)).toHaveLength(2);

    await ctx.app.jobs.runDue();
    expect(fake.smtp.received).toHaveLength(1);
    expect(fake.smtp.received[0]).toMatchObject({ to: ['ada@example.com'], subject: 'Your receipt' });
    const after = (await send('GET', `/api/admin/mail/${id}`)).json<AdminMail>();
    expect(after).toMatchObject({ status: 'sent', lastError: null, attempts: 2, sentAt: expect.any(String) as string });
  });

  it('sends a held message once an SMTP server is set, and refuses a sent one with 409', async () => {
    const send = await adminOnEmptyOutbox(ctx);
    const held = await stored(ctx, 'Held while SMTP_URL was unset', 5);
    await ctx.database.db.update(jobs).set({ doneAt: new Date() });
    await ctx.database.db.update(mailMessages).set({ status: 'held' }).where(eq(mailMessages.id, held));

    expect((await send('POST', `/api/admin/mail/${held}/retry`)).statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    expect(fake.smtp.received.map((mail) => mail.subject)).toEqual(['Held while SMTP_URL was unset']);

    const again = await send('POST', `/api/admin/mail/${held}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'ALREADY_SENT', message: inEnglish(mailTexts.alreadySent) } });
    expect(await jobsOf(ctx, held)).toHaveLength(2);
    expect(await ctx.app.jobs.runDue()).toBe(0);
    expect(fake.smtp.received).toHaveLength(1);

    expect((await send('POST', `/api/admin/mail/${ZERO_UUID}/retry`)).statusCode).toBe(404);
  });

  it('answers a visitor 401 and a member 403 on every mail route', async () => {
    const id = await stored(ctx, 'Private', 1);
    const member = await joinAs(ctx.app, ctx.database.db, 'member');
    const routes = [
      { method: 'GET' as const, url: '/api/admin/mail' },
      { method: 'GET' as const, url: `/api/admin/mail/${id}` },
      { method: 'POST' as const, url: `/api/admin/mail/${id}/retry` },
    ];
    for (const route of routes) {
      const visitor = await ctx.app.inject(route);
      expect(visitor.statusCode, `${route.method} ${route.url}`).toBe(401);
      const asMember = await ctx.app.inject({ ...route, headers: { cookie: member.cookie } });
      expect(asMember.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(asMember.body).not.toContain('Private');
    }
    const [row] = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(row!.status).toBe('queued');
  });
});

describe.each(testDrivers())('the admin’s outbox without SMTP_URL on %s', (driver) => {
  const ctx = useTestApp(driver, { mail: { smtpUrl: null, from: 'Griot <hello@griot.test>' } });

  it('shows the held messages and says why they cannot be sent again', async () => {
    const send = await adminOnEmptyOutbox(ctx);
    const id = await stored(ctx, 'Confirm your e-mail', 1);
    await ctx.app.jobs.runDue();

    const page = (await send('GET', '/api/admin/mail?status=held')).json<AdminMailPage>();
    expect(page.items.map((item) => item.id)).toEqual([id]);
    expect(page).toMatchObject({ counts: { failed: 0, held: 1, queued: 0 }, sending: false });

    const retry = await send('POST', `/api/admin/mail/${id}/retry`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({ error: { code: 'MAIL_OFF', message: inEnglish(mailTexts.mailOff) } });
    expect(await jobsOf(ctx, id)).toHaveLength(1);
  });
});
