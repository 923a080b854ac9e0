// The fuzzers read their operations from the OpenAPI document: this proves the document lists every
// route the app serves, but those named here with the reason they are left out.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/locales';
import { useTestApp } from '../app';
import { testDrivers } from '../database';
import { fastifyUrlOf, readOperations } from './openapi-operations';

/** Routes Fastify serves that the OpenAPI document leaves out on purpose, and why they are not fuzzed here. */
const NOT_IN_DOCUMENT: Array<{ route: RegExp; reason: string }> = [
  { route: /^HEAD /, reason: 'HEAD twins that Fastify adds to every GET: the GET is fuzzed' },
  {
    route: /^GET \/api\/docs/,
    reason: "swagger-ui's own pages and static files (the document itself is what is read here)",
  },
  {
    route: new RegExp(`^(GET|HEAD) (/(${LOCALES.join('|')}))?/og/(:kind/:file|site/home\\.png)$`),
    reason:
      'the preview cards, PNG for link previews, at each language address (tested in server/pages/preview-image.test.ts)',
  },
  {
    route: /^GET \/(feeds\/|sitemap|robots\.txt$)/,
    reason:
      'the feeds, the sitemap and robots.txt, for readers and crawlers (tested in server/pages/site-files.test.ts)',
  },
  {
    route: /^(GET|HEAD) \/uploads\/\*$/,
    reason:
      "the stored images: the local store's files by @fastify/static, or a bucket's (their allowed names are tested in server/media)",
  },
];

describe.each(testDrivers())('the routes the fuzzers reach on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('the document lists every route the app serves, but those named with a reason', async () => {
    const documented = new Set((await readOperations(ctx.app)).map((op) => `${op.method} ${fastifyUrlOf(op.path)}`));
    const served = new Set(ctx.routes.map((r) => `${r.method} ${r.url}`));
    const undocumented = [...served].filter(
      (route) => !documented.has(route) && !NOT_IN_DOCUMENT.some((x) => x.route.test(route)),
    );
    expect(undocumented).toEqual([]);
    expect([...documented].filter((route) => !served.has(route))).toEqual([]);
    expect(documented.size).toBeGreaterThanOrEqual(50);
  });
});
