import { afterEach, describe, expect, it, vi } from 'vitest';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { signInPausedMessage, TOO_MANY_ATTEMPTS } from './lib/attempt-limits';
import { createSignInBackoff } from './sign-in-backoff/memory-backoff';

const MINUTE = 60 * 1000;

describe.each(testDrivers())('sign-in and join limits on %s', (driver) => {
  const ctx = useTestApp(driver, { authLimits: { attemptsPerIp: 6, attemptsPerEmail: 3 } });
  const login = (email: string, ip = '10.0.0.1', password = 'guess-guess') =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pauses sign-in for an e-mail after 3 failures, from any address, with a 429, Retry-After and a clear message', async () => {
    const account = await joinAs(ctx.app, ctx.database.db);
    for (let i = 0; i < 3; i++) expect((await login(account.email, `10.0.1.${i}`)).statusCode).toBe(401);
    const blocked = await login(account.email, '10.0.1.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many failed sign-ins for this e-mail. Please wait 1 minute and try again.',
      },
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The right password is not even checked while the pause holds, and the pause does not grow with it.
    const right = await login(account.email, '10.0.1.100', account.password);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Whatever the case or spacing of the e-mail.
    expect((await login(`  ${account.email.toUpperCase()} `, '10.0.1.101')).statusCode).toBe(429);
  });

  it('doubles the pause after each further failure up to 15 minutes, and lets the member in when it ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-01T10:00:00Z') });
    const account = await joinAs(ctx.app, ctx.database.db);
    for (let i = 0; i < 3; i++) await login(account.email, `10.0.2.${i}`);
    const pauses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const paused = await login(account.email, '10.0.3.1');
      expect(paused.statusCode).toBe(429);
      const seconds = Number(paused.headers['retry-after']);
      pauses.push(seconds);
      vi.setSystemTime(Date.now() + seconds * 1000);
      expect((await login(account.email, `10.0.4.${i}`)).statusCode).toBe(401);
    }
    expect(pauses).toEqual([60, 120, 240, 480, 900, 900]);
    const paused = await login(account.email, '10.0.5.1', account.password);
    expect(paused.json<{ error: { message: string } }>().error.message).toBe(
      'Too many failed sign-ins for this e-mail. Please wait 15 minutes and try again.',
    );
    vi.setSystemTime(Date.now() + 15 * MINUTE);
    expect((await login(account.email, '10.0.5.1', account.password)).statusCode).toBe(200);
  });

  it('counts only failures: a success clears them, and successes never pause', async () => {
    const account = await joinAs(ctx.app, ctx.database.db);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++) expect((await login(account.email, `10.0.6.${round * 10 + i}`)).statusCode).toBe(401);
      expect((await login(account.email, `10.0.7.${round}`, account.password)).statusCode).toBe(200);
    }
    for (let i = 0; i < 5; i++)
      expect((await login(account.email, `10.0.8.${i}`, account.password)).statusCode).toBe(200);
  });

  it('forgets failures 15 minutes after the last pause ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-01T10:00:00Z') });
    const account = await joinAs(ctx.app, ctx.database.db);
    for (let i = 0; i < 3; i++) await login(account.email, `10.0.9.${i}`);
    vi.setSystemTime(Date.now() + MINUTE + 15 * MINUTE);
    // A fresh count: two failures are allowed again before the third pauses.
    for (let i = 0; i < 2; i++) expect((await login(account.email, `10.0.10.${i}`)).statusCode).toBe(401);
    expect((await login(account.email, '10.0.10.9', account.password)).statusCode).toBe(200);
  });

  it("does not let an attacker's failures pause an address that signed in to the account before", async () => {
    const account = await joinAs(ctx.app, ctx.database.db);
    expect((await login(account.email, '192.0.2.10', account.password)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login(account.email, `10.0.11.${i}`)).statusCode).toBe(401);
    expect((await login(account.email, '10.0.11.99', account.password)).statusCode).toBe(429);
    // The member's own address goes on, and its own failures are counted on their own.
    expect((await login(account.email, '192.0.2.10', account.password)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login(account.email, '192.0.2.10')).statusCode).toBe(401);
    expect((await login(account.email, '192.0.2.10', account.password)).statusCode).toBe(429);
  });

  it('counts attempts sent all at once before any is checked, so a burst gets no more than the free ones', async () => {
    const account = await joinAs(ctx.app, ctx.database.db);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(account.email, `10.0.13.${i}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('pauses e-mails without an account exactly alike, so a 429 tells nothing about who has one', async () => {
    for (let i = 0; i < 3; i++) expect((await login('nobody@example.com', `10.0.12.${i}`)).statusCode).toBe(401);
    expect((await login('nobody@example.com', '10.0.12.9')).statusCode).toBe(429);
  });

  it('limits attempts per address, whatever the e-mail', async () => {
    for (let i = 0; i < 6; i++) expect((await login(`user${i}@example.com`)).statusCode).toBe(401);
    const blocked = await login('another@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: { code: 'RATE_LIMITED', message: TOO_MANY_ATTEMPTS } });
    expect((await login('another@example.com', '10.0.0.2')).statusCode).toBe(401);
  });

  it('limits joins too', async () => {
    const join = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/join',
        payload: { email, password: 'short' },
        remoteAddress: '10.0.2.1',
      });
    for (let i = 0; i < 6; i++) expect((await join(`j${i}@example.com`)).statusCode).toBe(400);
    expect((await join('j9@example.com')).statusCode).toBe(429);
  });

  it('limits joins per e-mail from any address, whatever the answers were', async () => {
    // A taken address answers 409 (SECURITY.md); probing it from many machines is limited all the same.
    const account = await joinAs(ctx.app, ctx.database.db);
    const join = (email: string, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/join',
        payload: { email, password: 'a long enough secret' },
        remoteAddress: ip,
      });
    // joinAs made the first attempt for this e-mail; two more from other addresses reach the limit of 3.
    expect((await join(account.email.toUpperCase(), '10.0.3.1')).statusCode).toBe(409);
    expect((await join(account.email, '10.0.3.2')).statusCode).toBe(409);
    const blocked = await join(account.email, '10.0.3.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: { code: 'RATE_LIMITED', message: TOO_MANY_ATTEMPTS } });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another e-mail from those addresses is still let through.
    expect((await join('someone-else@example.com', '10.0.3.3')).statusCode).toBe(201);
  });
});

describe('the sign-in backoff on its own clock', () => {
  const clock = () => {
    let time = 0;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  };

  it('pauses after the free failures, doubling to the cap, and never longer', () => {
    const time = clock();
    const backoff = createSignInBackoff({ freeFailures: 5, now: time.now });
    const pauses: number[] = [];
    for (let i = 0; i < 12; i++) {
      expect(backoff.attempt('a@example.com', '1.1.1.1')).toBe(0);
      const wait = backoff.retryAfterSeconds('a@example.com', '1.1.1.1');
      pauses.push(wait);
      // Attempts during the pause are refused and change nothing.
      if (wait > 0) expect(backoff.attempt('a@example.com', '1.1.1.1')).toBe(wait);
      time.advance(wait * 1000);
    }
    expect(pauses).toEqual([0, 0, 0, 0, 60, 120, 240, 480, 900, 900, 900, 900]);
    expect(backoff.retryAfterSeconds('b@example.com', '1.1.1.1')).toBe(0);
  });

  it('keeps a bounded number of e-mails in memory', () => {
    const backoff = createSignInBackoff({ freeFailures: 1, maxTracked: 3, now: () => 0 });
    for (const email of ['1@x.io', '2@x.io', '3@x.io', '4@x.io']) backoff.attempt(email, '1.1.1.1');
    expect(['1@x.io', '2@x.io', '3@x.io', '4@x.io'].map((e) => backoff.retryAfterSeconds(e, '1.1.1.1'))).toEqual([
      0, 60, 60, 60,
    ]);
  });

  it('words the wait in whole minutes', () => {
    expect(signInPausedMessage(1)).toBe(
      'Too many failed sign-ins for this e-mail. Please wait 1 minute and try again.',
    );
    expect(signInPausedMessage(61)).toBe(
      'Too many failed sign-ins for this e-mail. Please wait 2 minutes and try again.',
    );
  });
});

describe.each(testDrivers())('cross-site request forgery protection on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('refuses writes that another site started, and allows our own', async () => {
    const account = await joinAs(ctx.app, ctx.database.db);
    const logout = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: account.cookie, host: 'griot.example', ...headers },
      });

    const crossSite: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const response = await logout(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json(), JSON.stringify(headers)).toEqual({
        error: { code: 'FORBIDDEN', message: 'Cross-site requests are not allowed.' },
      });
    }
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: account.cookie },
    });
    expect(session.json<{ user: unknown }>().user).not.toBeNull();

    const ours = await logout({ 'sec-fetch-site': 'same-origin', origin: 'http://griot.example' });
    expect(ours.statusCode).toBe(204);
  });

  it('compares the Origin with Host the way browsers mean it: a default port is no difference, a scheme or port is', async () => {
    const logout = (host: string, origin: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { host, origin } });
    expect((await logout('griot.example:80', 'http://griot.example')).statusCode).toBe(204);
    expect((await logout('griot.example:8080', 'http://griot.example:8080')).statusCode).toBe(204);
    for (const [host, origin] of [
      ['griot.example:80', 'https://griot.example'],
      ['griot.example:443', 'https://griot.example'],
      ['griot.example', 'http://griot.example:8080'],
      ['griot.example', 'http://evil.griot.example'],
      ['griot.example', 'file://griot.example'],
      ['griot.example', 'not a url'],
    ] as const) {
      expect((await logout(host, origin)).statusCode, `${host} ${origin}`).toBe(403);
    }
  });

  it('leaves reads alone', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});
