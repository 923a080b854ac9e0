// A new password takes the account back: a change of address someone started with the old one is
// cancelled, unused reset links die, other devices are signed out, and the owner is told (SECURITY.md).
import { describe, expect, it } from 'vitest';
import type { SessionState } from '@shared/schemas/auth';
import { joinAs, sessionCookieOf, type TestAccount } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { useFakeSmtp } from '@server/test/fake-smtp-suite';
import { createResetToken } from '../password-reset/reset-links';

const NEW_PASSWORD = 'a kora at dawn, twice';

describe.each(testDrivers())('a new password on %s', (driver) => {
  const fake = useFakeSmtp();
  const ctx = useTestApp(driver, { mail: fake.mail, publicUrl: 'https://griot.test' });

  const post = (url: string, payload: object, cookie?: string) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const sessionOf = async (cookie: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json<SessionState>().user;
  const mailsTo = async (email: string) => {
    await ctx.app.jobs.runDue();
    return fake.smtp.received.filter((mail) => mail.to.includes(email));
  };
  const verifyTokenIn = (text: string) => /\/verify-email#token=([A-Za-z0-9_-]{43})/.exec(text)![1]!;

  /** Someone with Ada's old password signs in elsewhere and asks to move her account to their address. */
  async function thiefMovesAway(ada: TestAccount) {
    const thief = sessionCookieOf(await post('/api/auth/login', { email: ada.email, password: ada.password }));
    const moved = await post('/api/account/email', { email: 'thief@evil.test', password: ada.password }, thief);
    expect(moved.statusCode).toBe(202);
    const [link] = await mailsTo('thief@evil.test');
    return { thief, token: verifyTokenIn(link!.text) };
  }

  it('after a reset, cancels the pending move, kills other links and sessions, and tells the owner', async () => {
    const ada = await joinAs(ctx.app, ctx.database.db, 'member', 'ada@example.com');
    const { thief, token } = await thiefMovesAway(ada);
    const otherLink = await createResetToken(ctx.database.db, ada.uid);
    const link = await createResetToken(ctx.database.db, ada.uid);

    const reset = await post('/api/auth/password-resets/complete', { token: link, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);

    expect(await sessionOf(thief)).toBeNull();
    const confirm = await post('/api/auth/email-verifications/complete', { token });
    expect(confirm.json<{ error: { code: string } }>().error.code).toBe('VERIFY_LINK_INVALID');
    expect(await sessionOf(sessionCookieOf(reset))).toMatchObject({ email: 'ada@example.com' });
    const again = await post('/api/auth/password-resets/complete', {
      token: otherLink,
      password: 'another one, longer',
    });
    expect(again.statusCode).toBe(400);
    const told = (await mailsTo('ada@example.com')).filter(
      (mail) => mail.subject === 'Your Griot password was changed',
    );
    expect(told).toHaveLength(1);
  });

  it('after a change, cancels the pending move and every reset link, keeps this device, and tells the owner', async () => {
    const ada = await joinAs(ctx.app, ctx.database.db, 'member', 'ada@example.com');
    const { thief, token } = await thiefMovesAway(ada);
    const link = await createResetToken(ctx.database.db, ada.uid);

    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie: ada.cookie },
      payload: { currentPassword: ada.password, password: NEW_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    expect(await sessionOf(ada.cookie)).toMatchObject({ email: 'ada@example.com' });
    expect(await sessionOf(thief)).toBeNull();
    expect((await post('/api/auth/email-verifications/complete', { token })).statusCode).toBe(400);
    expect(
      (await post('/api/auth/password-resets/complete', { token: link, password: 'another one, longer' })).statusCode,
    ).toBe(400);
    const told = (await mailsTo('ada@example.com')).filter(
      (mail) => mail.subject === 'Your Griot password was changed',
    );
    expect(told).toHaveLength(1);
  });
});
