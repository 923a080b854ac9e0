import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '@server/db/schema';
import { joinAs, sessionCookieOf } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { hashSessionToken, SESSION_TTL_MS } from './tokens';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDrivers())('sessions on %s', (driver) => {
  const ctx = useTestApp(driver);
  const whoAmI = async (cookie: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json<{
      user: { email: string } | null;
    }>().user;

  it('sets an HttpOnly, SameSite=Lax cookie whose token is stored only as its SHA-256', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/join',
      payload: { email: 'c@example.com', password: 'password-1' },
    });
    const cookie = response.cookies.find((c) => c.name === 'griot_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.maxAge).toBe(SESSION_TTL_MS / 1000);
    const rows = await ctx.database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashSessionToken(cookie.value));
    expect(rows[0]!.tokenHash).not.toContain(cookie.value);
  });

  it('answers a visitor and a forged token with no user', async () => {
    expect(await whoAmI('')).toBeNull();
    expect(await whoAmI('griot_session=forged-token-value')).toBeNull();
  });

  it('ends an expired session', async () => {
    const account = await joinAs(ctx.app, ctx.database.db);
    await ctx.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await whoAmI(account.cookie)).toBeNull();
  });

  it('extends a session used after half its life (sliding expiry), and renews the cookie', async () => {
    const account = await joinAs(ctx.app, ctx.database.db);
    const soon = new Date(Date.now() + 3 * DAY);
    await ctx.database.db.update(sessions).set({ expiresAt: soon });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: account.cookie },
    });
    expect(response.json<{ user: unknown }>().user).not.toBeNull();
    const [row] = await ctx.database.db.select().from(sessions);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_MS - DAY);
    expect(response.cookies.find((c) => c.name === 'griot_session')?.maxAge).toBe(SESSION_TTL_MS / 1000);
  });

  it('does not touch a fresh session on each request', async () => {
    const account = await joinAs(ctx.app, ctx.database.db);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: account.cookie },
    });
    expect(response.cookies.find((c) => c.name === 'griot_session')).toBeUndefined();
  });

  it('sign-out deletes the session and clears the cookie', async () => {
    const account = await joinAs(ctx.app, ctx.database.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: account.cookie },
    });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'griot_session')!;
    expect(cleared.value).toBe('');
    expect(await ctx.database.db.select().from(sessions)).toHaveLength(0);
    expect(await whoAmI(account.cookie)).toBeNull();
  });

  it('revokes every session of a user, and only theirs', async () => {
    const account = await joinAs(ctx.app, ctx.database.db);
    const other = await joinAs(ctx.app, ctx.database.db);
    const second = sessionCookieOf(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      }),
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/revoke',
      headers: { cookie: second },
    });
    expect(response.statusCode).toBe(204);
    expect(await whoAmI(account.cookie)).toBeNull();
    expect(await whoAmI(second)).toBeNull();
    expect(await whoAmI(other.cookie)).toMatchObject({ email: other.email });
    const left = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, other.uid));
    expect(left).toHaveLength(1);
  });

  it('refuses to revoke sessions for a visitor', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/sessions/revoke' });
    expect(response.statusCode).toBe(401);
  });
});

describe('secure cookies', () => {
  const ctx = useTestApp('pglite', { secureCookies: true });
  const whoAmI = async (cookie: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json<{
      user: { email: string } | null;
    }>().user;

  it('names the cookie __Host-griot_session, Secure, Path=/ and without Domain when SESSION_SECURE_COOKIE is set', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/join',
      payload: { email: 's@example.com', password: 'password-1' },
    });
    expect(response.cookies.map((c) => c.name)).toEqual(['__Host-griot_session']);
    const cookie = response.cookies[0]!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.domain).toBeUndefined();
    expect(String(response.headers['set-cookie'])).not.toMatch(/domain=/i);
    expect(await whoAmI(`__Host-griot_session=${cookie.value}`)).toMatchObject({ email: 's@example.com' });
  });

  it('reads only the configured name, and clears that name on sign-out', async () => {
    const account = await joinAs(ctx.app, ctx.database.db);
    expect(account.cookie).toMatch(/^__Host-griot_session=/);
    const token = account.cookie.slice(account.cookie.indexOf('=') + 1);
    // A plain cookie (as a plain-HTTP page or a subdomain could plant) is not read.
    expect(await whoAmI(`griot_session=${token}`)).toBeNull();

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: account.cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies).toEqual([
      expect.objectContaining({ name: '__Host-griot_session', value: '', secure: true, path: '/' }),
    ]);
    expect(await whoAmI(account.cookie)).toBeNull();
  });
});
