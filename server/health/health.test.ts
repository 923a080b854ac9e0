import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

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

  it('sends security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
