import { describe, expect, it } from 'vitest';
import { type TestContext, useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { isProxyAddress } from '@server/lib/proxy-addresses';
import { addressKey, trustProxyOption } from './client-address';

describe('the key a client address is counted under', () => {
  it('is an IPv4 address as it is, an IPv4-mapped IPv6 address as IPv4, an IPv6 address by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('::/64');
  });

  it('takes proxies as full addresses or CIDR ranges', () => {
    for (const entry of ['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', '::ffff:10.0.0.1', 'loopback']) {
      expect(isProxyAddress(entry), entry).toBe(true);
    }
    for (const entry of ['', '10.1', '10.0.0.0/33', '::/129', '10.0.0.0/', 'a/b/c', 'proxy.example']) {
      expect(isProxyAddress(entry), entry).toBe(false);
    }
  });

  it('trusts exactly the configured number of hops', () => {
    const option = trustProxyOption(2);
    if (typeof option !== 'function') throw new Error('a hop count becomes a function');
    expect([0, 1, 2].map((hop) => option('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});

describe.each(testDrivers())('per-address sign-in limits behind a proxy on %s', (driver) => {
  const limits = { authLimits: { attemptsPerIp: 3, attemptsPerEmail: 100 } };
  let attempt = 0;
  /** A failed sign-in (a new e-mail each time, so only the per-address limit can refuse it). */
  const login = (ctx: TestContext, remoteAddress: string, forwarded?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `someone${++attempt}@example.com`, password: 'guess-guess' },
      remoteAddress,
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    });

  describe('TRUST_PROXY=1', () => {
    const ctx = useTestApp(driver, { ...limits, trustProxy: 1 });

    it('counts the address the proxy saw, so a forged left-most X-Forwarded-For does not dodge the limit', async () => {
      for (let i = 1; i <= 3; i++) {
        expect((await login(ctx, '127.0.0.1', `198.51.100.${i}, 203.0.113.7`)).statusCode).toBe(401);
      }
      expect((await login(ctx, '127.0.0.1', '198.51.100.99, 203.0.113.7')).statusCode).toBe(429);
      expect((await login(ctx, '127.0.0.1', '198.51.100.99, 203.0.113.8')).statusCode).toBe(401);
    });

    it('counts every address of one IPv6 /64 as one client, and another /64 apart', async () => {
      for (let i = 1; i <= 3; i++) {
        expect((await login(ctx, '127.0.0.1', `2001:db8:1:2::${i.toString(16)}`)).statusCode).toBe(401);
      }
      expect((await login(ctx, '127.0.0.1', '2001:db8:1:2:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
      expect((await login(ctx, '127.0.0.1', '2001:db8:1:3::1')).statusCode).toBe(401);
    });
  });

  describe('TRUST_PROXY naming the proxy', () => {
    const ctx = useTestApp(driver, { ...limits, trustProxy: ['10.0.0.0/8'] });

    it('trusts X-Forwarded-For only from that proxy', async () => {
      for (let i = 1; i <= 3; i++) {
        expect((await login(ctx, '10.0.0.2', `198.51.100.${i}, 203.0.113.7`)).statusCode).toBe(401);
      }
      expect((await login(ctx, '10.0.0.2', '203.0.113.7')).statusCode).toBe(429);
      // A client reaching the server directly cannot name another address.
      for (let i = 1; i <= 3; i++) {
        expect((await login(ctx, '203.0.113.50', `198.51.100.${i}`)).statusCode).toBe(401);
      }
      expect((await login(ctx, '203.0.113.50', '198.51.100.4')).statusCode).toBe(429);
    });
  });

  describe('without a proxy', () => {
    const ctx = useTestApp(driver, limits);

    it('counts an IPv4-mapped IPv6 address as the IPv4 address, and IPv6 clients by their /64', async () => {
      expect((await login(ctx, '192.0.2.1')).statusCode).toBe(401);
      expect((await login(ctx, '::ffff:192.0.2.1')).statusCode).toBe(401);
      expect((await login(ctx, '192.0.2.1', '198.51.100.1')).statusCode).toBe(401);
      expect((await login(ctx, '::ffff:192.0.2.1')).statusCode).toBe(429);
      for (let i = 1; i <= 3; i++) expect((await login(ctx, `2001:db8:9:9::${i}`)).statusCode).toBe(401);
      expect((await login(ctx, '2001:db8:9:9::abcd')).statusCode).toBe(429);
    });
  });
});
