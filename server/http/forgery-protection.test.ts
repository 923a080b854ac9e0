import { describe, expect, it } from 'vitest';
import { useTestApp, type TestContext } from '@server/test/app';
import { testDrivers } from '@server/test/database';

/** A sign-out with these headers: 204 when let through (no session is needed), 403 when refused. */
const logout = async (ctx: TestContext, headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode;

describe.each(testDrivers())('the forgery check on %s', (driver) => {
  describe('a site served over plain HTTP', () => {
    const ctx = useTestApp(driver);

    it('reads Sec-Fetch-Site whatever its case', async () => {
      for (const site of ['CROSS-SITE', 'Cross-Site', 'Same-Site', 'SAME-SITE']) {
        expect(await logout(ctx, { host: 'griot.example', 'sec-fetch-site': site }), site).toBe(403);
      }
      expect(await logout(ctx, { host: 'griot.example', 'sec-fetch-site': 'Same-Origin' })).toBe(204);
    });

    it('compares the whole origin: scheme, host and port, with nothing else in it', async () => {
      expect(await logout(ctx, { host: 'griot.example', origin: 'http://griot.example' })).toBe(204);
      expect(await logout(ctx, { host: 'griot.example:8080', origin: 'http://griot.example:8080' })).toBe(204);
      for (const origin of [
        'https://griot.example',
        'http://evil@griot.example',
        'http://griot.example/',
        'http://griot.example:8080',
        'HTTP://GRIOT.EXAMPLE',
      ]) {
        expect(await logout(ctx, { host: 'griot.example', origin }), origin).toBe(403);
      }
    });
  });

  describe('a site served over HTTPS (SESSION_SECURE_COOKIE=true) behind a proxy that speaks HTTP to it', () => {
    const ctx = useTestApp(driver, { secureCookies: true });

    it('expects https origins only', async () => {
      expect(await logout(ctx, { host: 'griot.example', origin: 'https://griot.example' })).toBe(204);
      expect(await logout(ctx, { host: 'griot.example:443', origin: 'https://griot.example' })).toBe(204);
      expect(await logout(ctx, { host: 'griot.example', origin: 'http://griot.example' })).toBe(403);
    });
  });
});
