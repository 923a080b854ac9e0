import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountMessages } from '@shared/schemas/account-messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import { communityUsers, users } from '@server/db/schema';
import { joinAs, sessionCookieOf } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

const LOGIN_FAILED = 'Failed to log in. Please check your credentials.';

describe.each(testDrivers())('join and sign in on %s', (driver) => {
  const ctx = useTestApp(driver);
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });

  it('join creates the account and its community profile, and signs in', async () => {
    const response = await post('/api/auth/join', { email: 'Ada.Obi@Example.com', password: 'a long enough secret' });

    expect(response.statusCode).toBe(201);
    const { user } = response.json<{ user: { uid: string; email: string; role: string } }>();
    expect(user).toMatchObject({ email: 'ada.obi@example.com', role: 'member' });
    const [profile] = await ctx.database.db.select().from(communityUsers).where(eq(communityUsers.userId, user.uid));
    expect(profile).toMatchObject({
      email: 'ada.obi@example.com',
      discipline: 'Creative',
      postCount: 0,
      reputation: 0,
    });
    // A neutral name, never the e-mail's local part, which would publish it (SECURITY.md).
    expect(profile!.displayName).toMatch(/^Member \d{4}$/);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.uid));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: sessionCookieOf(response) },
    });
    expect(session.json()).toEqual({ user });
  });

  it('join keeps a chosen display name', async () => {
    const response = await post('/api/auth/join', {
      email: 'k@example.com',
      password: 'password-8',
      displayName: '  Kwame A.  ',
    });
    const uid = response.json<{ user: { uid: string } }>().user.uid;
    const [profile] = await ctx.database.db.select().from(communityUsers).where(eq(communityUsers.userId, uid));
    expect(profile!.displayName).toBe('Kwame A.');
  });

  it('names the member by the display name they chose in every answer about the session, null when they chose none', async () => {
    const named = await post('/api/auth/join', {
      email: 'kemi@example.com',
      password: 'password-8',
      displayName: 'Kemi',
    });
    expect(named.json()).toMatchObject({ user: { displayName: 'Kemi' } });
    const login = await post('/api/auth/login', { email: 'kemi@example.com', password: 'password-8' });
    expect(login.json()).toMatchObject({ user: { displayName: 'Kemi' } });
    const cookie = sessionCookieOf(login);
    const session = () => ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect((await session()).json()).toMatchObject({ user: { displayName: 'Kemi' } });
    // A name changed on the profile is the session's at once.
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { cookie },
      payload: { displayName: 'Kemi Adebayo', bio: '', discipline: 'Creative' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await session()).json()).toMatchObject({ user: { displayName: 'Kemi Adebayo' } });

    // Joined without one: the neutral 'Member 1234' others see is no name of theirs to be welcomed by.
    const unnamed = await post('/api/auth/join', { email: 'bayo@example.com', password: 'password-8' });
    expect(unnamed.json()).toMatchObject({ user: { displayName: null } });
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: sessionCookieOf(unnamed) },
    });
    expect(again.json()).toMatchObject({ user: { displayName: null } });
  });

  it('join refuses a taken e-mail, whatever its case, and writes nothing', async () => {
    await joinAs(ctx.app, ctx.database.db, 'member', 'taken@example.com');
    const response = await post('/api/auth/join', { email: 'TAKEN@example.com', password: 'another password' });
    expect(response.statusCode).toBe(409);
    // Says no more than that the address may be the person's own (SECURITY.md).
    expect(response.json()).toEqual({
      error: { code: 'EMAIL_TAKEN', message: 'If this address is yours, sign in or reset your password.' },
    });
    expect(await ctx.database.db.select().from(users)).toHaveLength(1);
    expect(await ctx.database.db.select().from(communityUsers)).toHaveLength(1);
  });

  it('join refuses a short password in the reader’s language', async () => {
    const weak = await post(
      '/api/auth/join',
      { email: 'court@example.com', password: 'short' },
      { 'accept-language': 'fr' },
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Le mot de passe doit contenir au moins 8 caractères.',
        field: 'password',
      },
    });
  });

  it('join refuses a weak password and a malformed e-mail with clear messages', async () => {
    const weak = await post('/api/auth/join', { email: 'weak@example.com', password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: inEnglish(accountMessages.passwordTooShort), field: 'password' },
    });

    const bad = await post('/api/auth/join', { email: 'not-an-email', password: 'long enough pass' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toBe(inEnglish(accountMessages.emailInvalid));

    const huge = await post('/api/auth/join', { email: 'huge@example.com', password: 'x'.repeat(257) });
    expect(huge.json<{ error: { message: string } }>().error.message).toBe(inEnglish(accountMessages.passwordTooLong));

    const missing = await post('/api/auth/join', { email: 'x@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(users)).toHaveLength(0);
  });

  it('join refuses the most common passwords, in any case, and writes nothing', async () => {
    for (const password of ['password1', 'Password123', 'iloveyou', '12345678', 'QWERTYUIOP']) {
      const response = await post('/api/auth/join', { email: 'common@example.com', password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'VALIDATION_FAILED', message: 'This password is too common. Choose another.' },
      });
    }
    expect(await ctx.database.db.select().from(users)).toHaveLength(0);
    expect(
      (await post('/api/auth/join', { email: 'common@example.com', password: 'kora strings at dusk' })).statusCode,
    ).toBe(201);
  });

  it('join refuses the reserved .invalid addresses of the demo personas, and only those', async () => {
    for (const email of ['ada.obi@demo.invalid', ' Someone@Anything.INVALID ']) {
      const response = await post('/api/auth/join', { email, password: 'a long enough secret' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'This address cannot be used to join. Please use your own e-mail address.',
          field: 'email',
        },
      });
    }
    expect(await ctx.database.db.select().from(users)).toHaveLength(0);
    for (const email of ['tester@example.test', 'someone@invalid.example.com', 'x@notinvalid.org']) {
      expect((await post('/api/auth/join', { email, password: 'a long enough secret' })).statusCode).toBe(201);
    }
  });

  it('join accepts a long passphrase up to the cap', async () => {
    const response = await post('/api/auth/join', { email: 'long@example.com', password: 'p'.repeat(256) });
    expect(response.statusCode).toBe(201);
    const login = await post('/api/auth/login', { email: 'long@example.com', password: 'p'.repeat(256) });
    expect(login.statusCode).toBe(200);
  });

  it('sign in works with any case of the e-mail and sets a session', async () => {
    const account = await joinAs(ctx.app, ctx.database.db);
    const response = await post('/api/auth/login', { email: account.email.toUpperCase(), password: account.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        uid: account.uid,
        email: account.email,
        role: 'member',
        emailVerified: false,
        displayName: null,
        locale: null,
      },
    });
    expect(sessionCookieOf(response)).toMatch(/^griot_session=[\w-]{43}$/);
  });

  it('sign in says the same thing for a wrong password and an unknown e-mail', async () => {
    const account = await joinAs(ctx.app, ctx.database.db);
    const wrong = await post('/api/auth/login', { email: account.email, password: 'not the password' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: 'whatever pass' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: LOGIN_FAILED } });
      expect(response.cookies.find((c) => c.name === 'griot_session')).toBeUndefined();
    }
  });

  it('sign in needs both e-mail and password', async () => {
    const response = await post('/api/auth/login', { email: ' ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      inEnglish(accountMessages.credentialsRequired),
    );
  });
});
