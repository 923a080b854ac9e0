import { describe, expect, it } from 'vitest';
import { joinAs } from '../test/accounts';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { TOO_MANY_ATTEMPTS } from './attempt-limits';

describe.each(testDrivers())('sign-in and join limits on %s', (driver) => {
  const ctx = useTestApp(driver, { authLimits: { attemptsPerIp: 6, attemptsPerEmail: 3 } });
  const login = (email: string, ip = '10.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'guess-guess' }, remoteAddress: ip });

  it('limits attempts per e-mail, from any address, with a 429 and a clear message', async () => {
    const account = await joinAs(ctx.app, ctx.database.db);
    for (let i = 0; i < 3; i++) expect((await login(account.email, `10.0.1.${i}`)).statusCode).toBe(401);
    const blocked = await login(account.email, '10.0.1.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: { code: 'RATE_LIMITED', message: TOO_MANY_ATTEMPTS } });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The right password does not get through either while the limit holds.
    const right = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: account.password }, remoteAddress: '10.0.1.100' });
    expect(right.statusCode).toBe(429);
  });

  it('limits attempts per address, whatever the e-mail', async () => {
    for (let i = 0; i < 6; i++) expect((await login(`user${i}@example.com`)).statusCode).toBe(401);
    expect((await login('another@example.com')).statusCode).toBe(429);
    expect((await login('another@example.com', '10.0.0.2')).statusCode).toBe(401);
  });

  it('limits joins too', async () => {
    const join = (email: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/join', payload: { email, password: 'short' }, remoteAddress: '10.0.2.1' });
    for (let i = 0; i < 6; i++) expect((await join(`j${i}@example.com`)).statusCode).toBe(400);
    expect((await join('j9@example.com')).statusCode).toBe(429);
  });
});

describe.each(testDrivers())('cross-site request forgery protection on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('refuses writes that another site started, and allows our own', async () => {
    const account = await joinAs(ctx.app, ctx.database.db);
    const logout = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: account.cookie, host: 'griot.example', ...headers } });

    const crossSite: Array<Record<string, string>> = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }, { origin: 'null' }];
    for (const headers of crossSite) {
      const response = await logout(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json(), JSON.stringify(headers)).toEqual({ error: { code: 'FORBIDDEN', message: 'Cross-site requests are not allowed.' } });
    }
    const session = await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: account.cookie } });
    expect(session.json<{ user: unknown }>().user).not.toBeNull();

    const ours = await logout({ 'sec-fetch-site': 'same-origin', origin: 'http://griot.example' });
    expect(ours.statusCode).toBe(204);
  });

  it('leaves reads alone', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/products', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
  });
});
