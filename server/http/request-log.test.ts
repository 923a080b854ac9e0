import { describe, expect, it } from 'vitest';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { withoutSecrets } from './request-log';

describe('withoutSecrets', () => {
  it('hides tokens and search words, and leaves the rest of the address', () => {
    expect(withoutSecrets('/api/unsubscribe?topic=mentions&token=abc123')).toBe(
      '/api/unsubscribe?topic=mentions&token=<hidden>',
    );
    expect(withoutSecrets('/api/search?q=burna%20boy&type=artist')).toBe('/api/search?q=<hidden>&type=artist');
    expect(withoutSecrets('/api/products?limit=24&quality=1')).toBe('/api/products?limit=24&quality=1');
  });
});

describe.each(testDrivers())('the request log on %s', (driver) => {
  const logLines: string[] = [];
  const ctx = useTestApp(driver, {}, { logLines });
  const requestLines = () =>
    logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request');

  it('writes one line per request: method, route, status, time, request id, and the account when signed in', async () => {
    logLines.length = 0;
    await ctx.app.inject({ method: 'GET', url: '/api/products?limit=2' });
    const member = await joinAs(ctx.app, ctx.database.db);
    await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: member.cookie } });
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/nothing-here?token=abc' });

    const lines = requestLines();
    expect(lines.map(({ method, route, status }) => [method, route, status])).toEqual([
      ['GET', '/api/products', 200],
      ['POST', '/api/auth/join', 201],
      ['GET', '/api/auth/session', 200],
      ['GET', '/api/nothing-here', 404],
    ]);
    for (const line of lines) {
      expect(line.level).toBe(30);
      expect(typeof line.ms).toBe('number');
      expect(line.reqId).toEqual(expect.any(String));
    }
    expect(lines[0]).not.toHaveProperty('account');
    expect(lines[2]!.account).toBe(member.uid);
  });

  it('never writes a network address, even on the line of a failure', async () => {
    logLines.length = 0;
    await ctx.app.inject({ method: 'GET', url: '/api/products', remoteAddress: '203.0.113.77' });
    await ctx.database.close();
    const failed = await ctx.app.inject({ method: 'GET', url: '/api/products?limit=3', remoteAddress: '203.0.113.77' });
    expect(failed.statusCode).toBe(500);
    const log = logLines.join('\n');
    expect(log).toContain('"level":50');
    expect(log).not.toContain('203.0.113.77');
  });

  it('never writes a password, a cookie, a token, an e-mail address or the words searched for', async () => {
    logLines.length = 0;
    const member = await joinAs(ctx.app, ctx.database.db, 'member', 'secret.person@example.com');
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: 'a wrong password here' },
    });
    expect(signIn.statusCode).toBe(401);
    await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: member.cookie } });
    await ctx.app.inject({ method: 'GET', url: '/api/search?q=whispered%20words' });
    await ctx.app.inject({ method: 'GET', url: '/api/notifications/unsubscribe?token=tok3n-value' });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/password-resets', payload: { email: member.email } });

    const log = logLines.join('\n');
    expect(requestLines().length).toBeGreaterThanOrEqual(5);
    for (const secret of [
      member.email,
      'secret.person',
      member.password,
      'a wrong password here',
      member.cookie.split('=')[1]!,
      'whispered',
      'tok3n-value',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
