import { beforeEach, describe, expect, it } from 'vitest';
import { makeWaitingJobsDue } from '@server/test/jobs';
import { accountMessages } from '@shared/schemas/account-messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import type { SessionState } from '@shared/schemas/auth';
import { passwordResets } from '@server/db/schema';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { useFakeSmtp } from '@server/test/fake-smtp-suite';
import { createResetToken } from './reset-links';

type Refusal = { error: { code: string; message: string } };

const NEW_PASSWORD = 'a kora at dawn, twice';

describe.each(testDrivers())('password reset on %s', (driver) => {
  const fake = useFakeSmtp();
  const { mail } = fake;
  const logLines: string[] = [];
  beforeEach(() => {
    logLines.length = 0;
  });
  const ctx = useTestApp(driver, { mail, publicUrl: 'https://griot.test' }, { logLines });

  const ask = (email: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/password-resets', payload: { email }, headers });
  const complete = (token: string, password = NEW_PASSWORD) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/password-resets/complete', payload: { token, password } });
  const signIn = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const sessionOf = (cookie: string) =>
    ctx.app
      .inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })
      .then((r) => r.json<SessionState>());
  /** The reset mails the server received (joining mails a confirmation too). */
  const resetMails = () => fake.smtp.received.filter((m) => m.subject === 'Reset your Griot password');
  const tokenIn = (text: string) => /\/reset-password#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

  it('mails a link that sets the password once, signing in here and out everywhere else', async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member', 'ada@example.com');
    const asked = await ask('  ADA@example.com ');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: inEnglish(accountMessages.resetRequested) });
    await ctx.app.jobs.runDue();

    expect(resetMails()).toHaveLength(1);
    const [sent] = resetMails();
    expect(sent).toMatchObject({ to: ['ada@example.com'], subject: 'Reset your Griot password' });
    const token = tokenIn(sent!.text)!;
    expect(token).toBeDefined();
    expect(sent!.html).toContain(`href="https://griot.test/reset-password#token=${token}"`);
    // Only the token's hash is kept.
    const [stored] = await ctx.database.db.select().from(passwordResets);
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(30 * 60 * 1000);

    const done = await complete(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ user: { email: 'ada@example.com', role: 'member' } });
    const cookie = done.cookies.find((c) => c.name === 'griot_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect((await sessionOf(`griot_session=${cookie.value}`)).user?.email).toBe('ada@example.com');
    expect((await sessionOf(member.cookie)).user).toBeNull();

    expect((await signIn('ada@example.com', member.password)).statusCode).toBe(401);
    expect((await signIn('ada@example.com', NEW_PASSWORD)).statusCode).toBe(200);

    const again = await complete(token, 'another long passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: { code: 'RESET_LINK_INVALID', message: inEnglish(accountMessages.resetLinkInvalid) },
    });

    // Every request, job and mail above was logged at every level, and no line holds the link or the address.
    const log = logLines.join('');
    expect(log).toContain('mail sent');
    expect(log).toContain('/api/auth/password-resets/complete');
    expect(log).not.toContain(token);
    expect(log.toLowerCase()).not.toContain('ada@example.com');
    expect(log).not.toContain('reset-password#');
  });

  it('answers an unknown address exactly as a known one, and mails it nothing', async () => {
    await joinAs(ctx.app, ctx.database.db, 'member', 'known@example.com');
    const known = await ask('known@example.com');
    const unknown = await ask('nobody@example.com');
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    await ctx.app.jobs.runDue();
    expect(resetMails().map((m) => m.to)).toEqual([['known@example.com']]);
    expect(await ctx.database.db.select().from(passwordResets)).toHaveLength(1);
  });

  it('refuses an expired or forged link, and a weak password without spending the link', async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member', 'ada@example.com');
    const old = await createResetToken(ctx.database.db, member.uid, new Date(Date.now() - 31 * 60 * 1000));
    expect((await complete(old)).json<Refusal>().error.code).toBe('RESET_LINK_INVALID');
    expect((await complete('x'.repeat(43))).json<Refusal>().error.code).toBe('RESET_LINK_INVALID');
    expect((await complete('not a token')).json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: inEnglish(accountMessages.resetLinkInvalid), field: 'token' },
    });

    const token = await createResetToken(ctx.database.db, member.uid);
    const common = await complete(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json<Refusal>().error.message).toBe(inEnglish(accountMessages.passwordTooCommon));
    expect((await complete(token, 'short')).json<Refusal>().error.message).toBe(
      inEnglish(accountMessages.passwordTooShort),
    );
    expect((await complete(token)).statusCode).toBe(200);
  });

  it('lets one of two uses of a link at once through, and spends the account’s other links', async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member', 'ada@example.com');
    const first = await createResetToken(ctx.database.db, member.uid);
    const second = await createResetToken(ctx.database.db, member.uid);
    const answers = await Promise.all([complete(first), complete(first, 'a different passphrase')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect((await complete(second)).statusCode).toBe(400);
  });

  it('limits the links an address may ask for, and the requests of one client', async () => {
    for (let i = 0; i < 3; i += 1) expect((await ask('ada@example.com')).statusCode).toBe(202);
    const refused = await ask('Ada@Example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address from the same client is still answered, up to the client's own limit.
    expect((await ask('kofi@example.com')).statusCode).toBe(202);
    const perClient = ctx.app.config.authLimits.attemptsPerIp;
    const answers = [];
    for (let i = 0; i < perClient; i += 1) answers.push((await ask(`someone${i}@example.com`)).statusCode);
    expect(answers.at(-1)).toBe(429);
  });

  it('sends the link once the mail server is back', async () => {
    await joinAs(ctx.app, ctx.database.db, 'member', 'ada@example.com');
    await ctx.app.jobs.runDue();
    fake.smtp.refuse(1);
    await ask('ada@example.com');
    await ctx.app.jobs.runDue();
    expect(resetMails()).toHaveLength(0);
    await makeWaitingJobsDue(ctx.database.db);
    await ctx.app.jobs.runDue();
    expect(resetMails()).toHaveLength(1);
    expect((await complete(tokenIn(resetMails()[0]!.text)!)).statusCode).toBe(200);
  });
});
