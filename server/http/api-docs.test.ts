import { describe, expect, it } from 'vitest';
import { type TestContext, useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

/** The documentation page (swagger-ui may first redirect to it). */
async function docsPage(ctx: TestContext) {
  const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
  return page.statusCode === 302 ? ctx.app.inject({ method: 'GET', url: String(page.headers.location) }) : page;
}

const directives = (policy: unknown) => String(policy).split(/;\s*/);

describe.each(testDrivers())('the API documentation on %s', (driver) => {
  describe('switched off (API_DOCS=false)', () => {
    const ctx = useTestApp(driver, { apiDocs: false });

    it('answers /api/docs and its OpenAPI document with a 404 in the one error shape', async () => {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        const response = await ctx.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ error: { code: 'NOT_FOUND', message: `No route for GET ${url}` } });
      }
    });
  });

  describe('on a plain-HTTP install', () => {
    const ctx = useTestApp(driver);

    it("sends a policy that does not force HTTPS, loads nothing from other hosts and can't be framed", async () => {
      const page = await docsPage(ctx);
      expect(page.statusCode).toBe(200);
      const policy = directives(page.headers['content-security-policy']);
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("script-src 'self'");
      expect(String(page.headers['content-security-policy'])).not.toMatch(/https:|\*/);
    });
  });

  describe('on an HTTPS install (SESSION_SECURE_COOKIE=true)', () => {
    const ctx = useTestApp(driver, { secureCookies: true });

    it('asks browsers to upgrade requests', async () => {
      const page = await docsPage(ctx);
      expect(directives(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    });
  });
});
