import { describe, expect, it } from 'vitest';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

describe.each(testDrivers())('system routes on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('GET /api/health reports the database it reached', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: driver });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/products', '/api/events', '/api/artists', '/api/stories', '/api/home', '/api/health']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers unknown API routes with a 404 in the one error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /api/nothing-here' } });
  });

  it('hides the cause of an unexpected failure behind a 500 in the one error shape', async () => {
    await ctx.database.close();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
  });

  it('sends the whole policy on documents and images, and the API set on JSON answers and errors', async () => {
    for (const url of ['/media/avatars/Ada.svg', '/not-an-api-path']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(CSP);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('same-origin');
      expect(response.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      // Plain HTTP: no HSTS, no upgrade of requests.
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
    // JSON is never rendered as a page: it loads nothing, cannot be framed, sniffed or embedded elsewhere.
    for (const url of ['/api/health', '/api/products', '/api/nothing-here']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const apiHeaders = Object.keys(response.headers).filter((name) => SECURITY_HEADERS.includes(name));
      expect(apiHeaders.sort(), url).toEqual([
        'content-security-policy',
        'cross-origin-resource-policy',
        'x-content-type-options',
        'x-frame-options',
      ]);
      expect(response.headers['content-security-policy'], url).toBe(API_CSP);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });
});

const API_CSP = "default-src 'none';base-uri 'none';object-src 'none';frame-ancestors 'none'";
/** Every header the document set has (helmet's and ours). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
];
const CSP =
  "default-src 'self';base-uri 'none';object-src 'none';frame-ancestors 'none';form-action 'self';script-src 'self';" +
  "script-src-attr 'none';style-src 'self';img-src 'self' data: blob:;font-src 'self';connect-src 'self'";
const PERMISSIONS_POLICY =
  'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

describe('security headers of a site served over HTTPS with Cloudinary images', () => {
  const ctx = useTestApp('pglite', {
    secureCookies: true,
    cloudinary: {
      cloudName: 'demo',
      uploadPreset: 'griot',
      baseUrl: 'http://127.0.0.1:9',
      apiKey: null,
      apiSecret: null,
    },
  });

  it("allows Cloudinary's delivery host for images, upgrades requests and sends HSTS, on the API too", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/media/avatars/Ada.svg' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp.split(';')).toContain("img-src 'self' data: blob: https://res.cloudinary.com");
    expect(csp.split(';')).toContain('upgrade-insecure-requests');
    expect(csp).not.toMatch(/https:(?!\/\/res\.cloudinary\.com)/);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(api.headers['content-security-policy']).toBe(API_CSP);
  });
});

describe('the API documentation under its own policy', () => {
  const ctx = useTestApp('pglite');

  it('keeps swagger-ui working: its page sends a policy that allows its own scripts and no plugins', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    const ui =
      page.statusCode === 302 ? await ctx.app.inject({ method: 'GET', url: String(page.headers.location) }) : page;
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(ui.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(ui.headers['x-frame-options']).toBe('DENY');
  });
});
