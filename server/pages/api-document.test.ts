// The OpenAPI document (/api/docs/json) lists the API only: the pages, the feeds, the sitemap, robots.txt
// and the preview cards this folder answers are no operations of it, while every route under /api is.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@server/test/app';
import { fakeClientDir } from '@server/test/client-dir';
import { testDrivers } from '@server/test/database';

/** A Fastify route's url as the document writes it: `:name` → `{name}`, `*` → `{*}`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*$/, '{*}');

describe.each(testDrivers())('the API document and the pages on %s', (driver) => {
  const ctx = useTestApp(driver, {}, { clientDir: fakeClientDir() });

  it('leaves out every page and file for readers and crawlers, and keeps every API route', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const documented = new Set(Object.keys(response.json<{ paths: Record<string, unknown> }>().paths));

    const served = ctx.routes.filter((route) => route.method === 'GET').map((route) => route.url);
    const pages = served.filter((url) => /^\/(?!api\/|media\/|uploads\/)/.test(url));
    for (const page of ['/', '/music', '/music/:slug', '/members/:handle', '/admin', '/admin/orders/:id', '/*'])
      expect(pages).toContain(page);
    for (const file of ['/feeds/stories.xml', '/sitemap.xml', '/sitemaps/:file', '/robots.txt', '/og/:kind/:file'])
      expect(pages).toContain(file);
    expect(pages.filter((url) => documented.has(documentPath(url)))).toEqual([]);

    const api = served.filter((url) => url.startsWith('/api/') && !url.startsWith('/api/docs'));
    expect(api.length).toBeGreaterThanOrEqual(50);
    expect(api.filter((url) => !documented.has(documentPath(url)))).toEqual([]);
  });
});
