import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountMessages } from '@shared/schemas/account-messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import type { SessionState } from '@shared/schemas/auth';
import { communityUsers } from '@server/db/schema';
import { joinAs, sessionCookieOf, type TestAccount } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { useFakeSmtp } from '@server/test/fake-smtp-suite';
import { createVerificationToken } from './verification-links';

type Refusal = { error: { code: string; message: string } };

describe.each(testDrivers())('confirming an address and changing it on %s', (driver) => {
  const fake = useFakeSmtp();
  const { mail } = fake;
  const ctx = useTestApp(driver, { mail, publicUrl: 'https://griot.test' });

  const post = (url: string, payload?: Record<string, unknown>, cookie?: string) =>
    ctx.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
  const confirm = (token: string) => post('/api/auth/email-verifications/complete', { token });
  const sessionOf = async (cookie: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json<SessionState>().user;
  const signIn = (email: string, password: string) => post('/api/auth/login', { email, password });
  const tokenIn = (text: string) => /\/verify-email#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  const mailsTo = async (email: string) => {
    await ctx.app.jobs.runDue();
    return fake.smtp.received.filter((m) => m.to.includes(email));
  };

  it('mails a link at join; opening it confirms the address, once', async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member', 'ada@example.com');
    expect(await sessionOf(member.cookie)).toMatchObject({ email: 'ada@example.com', emailVerified: false });
    const [sent] = await mailsTo('ada@example.com');
    expect(sent!.subject).toBe('Confirm your Griot e-mail address');
    expect(sent!.html).toContain('href="https://griot.test/verify-email#token=');

    const confirmed = await confirm(tokenIn(sent!.text)!);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: inEnglish(accountMessages.emailConfirmed), email: 'ada@example.com' });
    expect(await sessionOf(member.cookie)).toMatchObject({ emailVerified: true });
    expect((await confirm(tokenIn(sent!.text)!)).json<Refusal>().error.code).toBe('VERIFY_LINK_INVALID');
    // Confirmed: nothing to send again.
    expect((await post('/api/auth/email-verifications', undefined, member.cookie)).statusCode).toBe(409);
  });

  it('sends the link again when asked, three times in 15 minutes, and never for a visitor', async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member', 'ada@example.com');
    expect((await post('/api/auth/email-verifications')).statusCode).toBe(401);
    for (let i = 0; i < 3; i += 1) {
      const again = await post('/api/auth/email-verifications', undefined, member.cookie);
      expect(again.statusCode).toBe(202);
      expect(again.json()).toEqual({ message: 'We have sent a new link to ada@example.com.' });
    }
    expect((await post('/api/auth/email-verifications', undefined, member.cookie)).statusCode).toBe(429);
    const mails = await mailsTo('ada@example.com');
    expect(mails).toHaveLength(4);
    // Any of the links confirms.
    expect((await confirm(tokenIn(mails[2]!.text)!)).statusCode).toBe(200);
  });

  it('refuses an expired or forged link', async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member', 'ada@example.com');
    const old = await createVerificationToken(
      ctx.database.db,
      member.uid,
      member.email,
      new Date(Date.now() - 25 * 60 * 60 * 1000),
    );
    expect((await confirm(old)).json<Refusal>().error.code).toBe('VERIFY_LINK_INVALID');
    expect((await confirm('y'.repeat(43))).json<Refusal>().error.code).toBe('VERIFY_LINK_INVALID');
    expect((await confirm('../../etc')).statusCode).toBe(400);
    expect(await sessionOf(member.cookie)).toMatchObject({ emailVerified: false });
  });

  it('moves the account to a new address only when that address confirms, and tells the old one', async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member', 'ada@example.com');
    await joinAs(ctx.app, ctx.database.db, 'member', 'taken@example.com');
    const change = (email: string, password = member.password) =>
      post('/api/account/email', { email, password }, member.cookie);

    expect((await change('new@example.com', 'not my password')).json<Refusal>().error).toEqual({
      code: 'WRONG_PASSWORD',
      message: inEnglish(accountMessages.currentPasswordWrong),
    });
    expect((await change('Taken@example.com')).statusCode).toBe(409);
    expect((await change('ADA@example.com')).json<Refusal>().error.code).toBe('EMAIL_UNCHANGED');
    expect((await change('not an address')).statusCode).toBe(400);
    expect((await post('/api/account/email', { email: 'x@example.com', password: 'whatever1' })).statusCode).toBe(401);

    const asked = await change('New@Example.com');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      message: 'We have sent a link to new@example.com. Your address changes when you open it.',
    });
    const [link] = (await mailsTo('new@example.com')).filter((m) => m.subject.includes('new'));
    expect(link!.subject).toBe('Confirm your new Griot e-mail address');
    // Nothing moves before the new address confirms.
    expect(await sessionOf(member.cookie)).toMatchObject({ email: 'ada@example.com' });
    expect((await signIn('ada@example.com', member.password)).statusCode).toBe(200);

    const confirmed = await confirm(tokenIn(link!.text)!);
    expect(confirmed.json()).toEqual({ message: inEnglish(accountMessages.emailConfirmed), email: 'new@example.com' });
    expect(await sessionOf(member.cookie)).toMatchObject({ email: 'new@example.com', emailVerified: true });
    const [profile] = await ctx.database.db
      .select({ email: communityUsers.email })
      .from(communityUsers)
      .where(eq(communityUsers.userId, member.uid));
    expect(profile!.email).toBe('new@example.com');
    const [notice] = (await mailsTo('ada@example.com')).filter((m) => m.subject.includes('changed'));
    expect(notice!.subject).toBe('Your Griot e-mail address was changed');
    expect(notice!.text).toContain('new@example.com');
    expect((await signIn('ada@example.com', member.password)).statusCode).toBe(401);
    expect((await signIn('new@example.com', member.password)).statusCode).toBe(200);
  });

  it('keeps the address when another account took the new one in the meantime', async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member', 'ada@example.com');
    await post('/api/account/email', { email: 'wanted@example.com', password: member.password }, member.cookie);
    const [link] = await mailsTo('wanted@example.com');
    await joinAs(ctx.app, ctx.database.db, 'member', 'wanted@example.com');
    const refused = await confirm(tokenIn(link!.text)!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Refusal>().error.message).toBe(inEnglish(accountMessages.emailTakenSince));
    expect(await sessionOf(member.cookie)).toMatchObject({ email: 'ada@example.com' });
  });

  it('changes the password with the current one, and signs out the other devices', async () => {
    const member: TestAccount = await joinAs(ctx.app, ctx.database.db, 'member', 'ada@example.com');
    const otherDevice = sessionCookieOf(await signIn('ada@example.com', member.password));
    const changePassword = (currentPassword: string, password: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/account/password',
        payload: { currentPassword, password },
        headers: { cookie: member.cookie },
      });

    expect((await changePassword('wrong one', 'a brand new passphrase')).json<Refusal>().error.code).toBe(
      'WRONG_PASSWORD',
    );
    expect((await changePassword(member.password, 'password123')).json<Refusal>().error.message).toBe(
      inEnglish(accountMessages.passwordTooCommon),
    );
    expect(await sessionOf(otherDevice)).not.toBeNull();

    const changed = await changePassword(member.password, 'a brand new passphrase');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: inEnglish(accountMessages.ownPasswordChanged) });
    expect(await sessionOf(member.cookie)).toMatchObject({ email: 'ada@example.com' });
    expect(await sessionOf(otherDevice)).toBeNull();
    expect((await signIn('ada@example.com', member.password)).statusCode).toBe(401);
    expect((await signIn('ada@example.com', 'a brand new passphrase')).statusCode).toBe(200);
  });
});
