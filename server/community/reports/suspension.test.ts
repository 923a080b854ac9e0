import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, HONEYPOT_REFUSAL } from '@shared/honeypot';
import { formatSuspensionEnd, suspensionMessage } from '@shared/reports';
import type { Post, Reply } from '@shared/schemas/community';
import type { ReportReceipt, SuspensionPage } from '@shared/schemas/reports';
import { createResetToken } from '@server/auth/password-reset/reset-links';
import { createSession } from '@server/auth/sessions/repository';
import { sessionCookieName } from '@server/auth/sessions/tokens';
import { communityUsers, sessions, users } from '@server/db/schema';
import { joinAs, type TestAccount } from '@server/test/accounts';
import { inEnglish, loadServerI18n, sourceEnglish } from '@server/lib/i18n/server-i18n';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildForum } from '@server/test/factories/community';
import { writePost, writeReply } from '@server/test/community-writes';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const DAY = 86_400_000;

describe.each(testDrivers())('suspensions on %s', (driver) => {
  const ctx = useTestApp(driver);
  const db = () => ctx.database.db;

  const send = (cookie: string | null, method: Method, url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const errorOf = (response: { json: <T>() => T }) =>
    response.json<{ error: { code: string; message: string } }>().error;
  const login = (account: TestAccount) =>
    send(null, 'POST', '/api/auth/login', { email: account.email, password: account.password });
  /** A session begun behind the suspension's back (a sign-in at the same moment): the writes refuse it too. */
  const freshCookie = async (account: TestAccount) =>
    `${sessionCookieName(false)}=${(await createSession(db(), account.uid)).token}`;

  /** A member whose reply and post were reported, and an admin who suspends them through the queue. */
  async function suspendedThroughQueue(period: '7d' | 'forever', reason = 'Selling pills') {
    const forum = await buildForum(db());
    const author = await joinAs(ctx.app, db());
    const reporter = await joinAs(ctx.app, db());
    const admin = await joinAs(ctx.app, db(), 'admin');
    const post = (await writePost(ctx.app, author.cookie, forum.id, { title: 'Deals', content: 'Buy' })).json<Post>();
    const reply = (await writeReply(ctx.app, author.cookie, post.id, 'Buy more')).json<Reply>();
    const report = (
      await send(reporter.cookie, 'POST', `/api/replies/${reply.id}/reports`, { reason: 'spam' })
    ).json<ReportReceipt>();
    const answer = await send(admin.cookie, 'POST', `/api/admin/reports/${report.id}/suspend`, { period, reason });
    expect(answer.statusCode).toBe(200);
    return { forum, author, reporter, admin, post, reply };
  }

  it('ends every session of the suspended member at once: the old cookie no longer signs anyone in', async () => {
    const { author, forum } = await suspendedThroughQueue('7d');
    expect(await db().select().from(sessions).where(eq(sessions.userId, author.uid))).toEqual([]);
    const session = await send(author.cookie, 'GET', '/api/auth/session');
    expect(session.json()).toEqual({ user: null });
    expect((await send(author.cookie, 'GET', '/api/account/data')).statusCode).toBe(401);
    expect((await writePost(ctx.app, author.cookie, forum.id, { title: 'Again', content: 'Buy' })).statusCode).toBe(
      401,
    );
  });

  it('refuses sign-in with 403 saying why and until when, or for good', async () => {
    const { author } = await suspendedThroughQueue('7d');
    const refused = await login(author);
    expect(refused.statusCode).toBe(403);
    const [row] = await db().select().from(users).where(eq(users.id, author.uid));
    expect(errorOf(refused)).toEqual({
      code: 'SUSPENDED',
      message: suspensionMessage(row!.suspendedUntil, 'Selling pills', sourceEnglish),
    });
    expect(errorOf(refused).message).toMatch(
      /^Your account is suspended until \w{3} \d{1,2}, \d{4} at \d\d:\d\d \(Lagos time\)\. Reason: Selling pills$/,
    );
    expect(refused.cookies).toEqual([]);
    // Until when, in the page's language: the day, the clock and "Lagos time" in French.
    const frenchEnd = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'fr' },
      payload: { email: author.email, password: author.password },
    });
    const end = formatSuspensionEnd(row!.suspendedUntil!, (await loadServerI18n()).of('fr'));
    expect(end).toMatch(/^\d{1,2} \S+ \d{4} à \d\d:\d\d \(heure de Lagos\)$/);
    expect(errorOf(frenchEnd).message).toBe(`Votre compte est suspendu jusqu’au ${end}. Motif : Selling pills`);
    // A wrong password still hears the one sign-in failure: nobody else learns of the suspension.
    expect(
      (await send(null, 'POST', '/api/auth/login', { email: author.email, password: 'wrong password' })).statusCode,
    ).toBe(401);

    const forGood = await suspendedThroughQueue('forever', 'Threats');
    const never = await login(forGood.author);
    expect(errorOf(never).message).toBe('Your account is suspended for good. Reason: Threats');
    // In the language of the page that signs in; the admin's reason as they wrote it.
    const french = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'fr' },
      payload: { email: forGood.author.email, password: forGood.author.password },
    });
    expect(errorOf(french)).toEqual({
      code: 'SUSPENDED',
      message: 'Votre compte est suspendu définitivement. Motif : Threats',
    });

    // A reset link changes the password but signs nobody in.
    const token = await createResetToken(db(), forGood.author.uid);
    const reset = await send(null, 'POST', '/api/auth/password-resets/complete', {
      token,
      password: 'another fine passphrase',
    });
    expect(reset.statusCode).toBe(403);
    expect(errorOf(reset).code).toBe('SUSPENDED');
    expect(await db().select().from(sessions).where(eq(sessions.userId, forGood.author.uid))).toEqual([]);
  });

  it('refuses every community write of a session that outlived the suspension, with the message', async () => {
    const { author, forum, post, reply, reporter } = await suspendedThroughQueue('forever', 'Spam');
    const cookie = await freshCookie(author);
    const otherPost = (await writePost(ctx.app, reporter.cookie, forum.id, { title: 'Hi', content: 'C' })).json<Post>();
    const writes: Array<[Method, string, Record<string, unknown>?]> = [
      ['POST', `/api/forums/${forum.id}/posts`, { title: 'New', content: 'Buy' }],
      ['POST', `/api/posts/${post.id}/replies`, { content: 'Buy' }],
      ['PATCH', `/api/posts/${post.id}`, { title: 'Edited', content: 'Buy' }],
      ['PATCH', `/api/replies/${reply.id}`, { content: 'Edited' }],
      ['PUT', '/api/me/profile', { displayName: 'New name', bio: '', discipline: 'Creative' }],
      ['POST', '/api/me/presence'],
      ['POST', `/api/posts/${otherPost.id}/reports`, { reason: 'spam' }],
      ['POST', '/api/me/avatar'],
    ];
    for (const [method, url, payload] of writes) {
      const refused = await send(cookie, method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(refused), `${method} ${url}`).toEqual({
        code: 'SUSPENDED',
        message: 'Your account is suspended for good. Reason: Spam',
      });
    }
    // Reading stays open to them, as to any visitor.
    expect((await send(cookie, 'GET', `/api/posts/${post.id}`)).statusCode).toBe(200);
    const [profile] = await db().select().from(communityUsers).where(eq(communityUsers.userId, author.uid));
    expect(profile!.displayName).not.toBe('New name');
  });

  it('lifts itself once its end has passed, and an admin lifts it sooner', async () => {
    const { author, admin, forum } = await suspendedThroughQueue('7d');
    const list = (await send(admin.cookie, 'GET', '/api/admin/suspensions')).json<SuspensionPage>();
    expect(list.items).toEqual([
      expect.objectContaining({ userId: author.uid, email: author.email, reason: 'Selling pills' }),
    ]);
    expect((await send(author.cookie, 'GET', '/api/admin/suspensions')).statusCode).toBe(401);

    // Its end a second ago: sign-in and writing work again, and the list no longer names them.
    await db()
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, author.uid));
    const back = await login(author);
    expect(back.statusCode).toBe(200);
    const cookie = `${back.cookies[0]!.name}=${back.cookies[0]!.value}`;
    expect((await writePost(ctx.app, cookie, forum.id, { title: 'Sorry', content: 'Hi' })).statusCode).toBe(201);
    expect((await send(admin.cookie, 'GET', '/api/admin/suspensions')).json<SuspensionPage>().items).toEqual([]);

    // Suspended again for a week; the admin lifts it at once.
    await db()
      .update(users)
      .set({ suspendedAt: new Date(), suspendedUntil: new Date(Date.now() + 7 * DAY), suspensionReason: 'Again' })
      .where(eq(users.id, author.uid));
    expect((await login(author)).statusCode).toBe(403);
    const member = await joinAs(ctx.app, db());
    expect((await send(member.cookie, 'DELETE', `/api/admin/suspensions/${author.uid}`)).statusCode).toBe(403);
    expect((await send(admin.cookie, 'DELETE', `/api/admin/suspensions/${author.uid}`)).statusCode).toBe(204);
    expect((await login(author)).statusCode).toBe(200);
    expect(
      (await send(admin.cookie, 'DELETE', '/api/admin/suspensions/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('refuses a filled honeypot at join with a 400, making no account', async () => {
    const bot = await send(null, 'POST', '/api/auth/join', {
      email: 'bot@example.com',
      password: 'correct horse battery',
      [HONEYPOT_FIELD]: 'https://spam.example',
    });
    expect(bot.statusCode).toBe(400);
    expect(errorOf(bot)).toEqual({ code: 'REFUSED', message: inEnglish(HONEYPOT_REFUSAL) });
    expect(bot.cookies).toEqual([]);
    expect(await db().select().from(users).where(eq(users.email, 'bot@example.com'))).toEqual([]);
    const person = await send(null, 'POST', '/api/auth/join', {
      email: 'person@example.com',
      password: 'correct horse battery',
      [HONEYPOT_FIELD]: '',
    });
    expect(person.statusCode).toBe(201);
  });
});
