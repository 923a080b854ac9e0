// What the fuzzers found, kept as plain cases: each once answered a 5xx or left the one error shape.
import { describe, expect, it } from 'vitest';
import { joinAs } from '../accounts';
import { useTestApp } from '../app';
import { testDrivers } from '../database';
import { buildForum, buildPost } from '../factories/community';
import { errorShapeProblem } from './fuzz-runner';
import { applicationTables, changedTables, fingerprinter } from './table-fingerprint';

const UUID = '00000000-0000-4000-8000-000000000000';
const cursorOf = (parts: unknown) => Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');

describe.each(testDrivers())('requests the fuzzers found on %s', (driver) => {
  const ctx = useTestApp(driver);

  /** Sends each request and expects the refusal, in the one shape, with no row changed. */
  async function expectRefused(
    requests: Array<{ method?: string; url: string; payload?: unknown; cookie?: string }>,
    status: number,
    code: string,
  ) {
    const fingerprint = fingerprinter(ctx.database.db, await applicationTables(ctx.database.db));
    for (const { method = 'GET', url, payload, cookie } of requests) {
      const before = await fingerprint();
      const response = await ctx.app.inject({
        method: method as 'GET',
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
        headers: cookie ? { cookie } : {},
      });
      const label = `${method} ${url} ${JSON.stringify(payload) ?? ''}`.slice(0, 200);
      expect(response.statusCode, label).toBe(status);
      expect(errorShapeProblem(response.headers['content-type'], response.body), label).toBeNull();
      expect(response.json<{ error: { code: string } }>().error.code, label).toBe(code);
      expect(changedTables(before, await fingerprint()), label).toEqual([]);
    }
  }

  it('answers a URL that does not decode, or a path parameter that is too long, in the one error shape', async () => {
    await expectRefused(
      [
        { url: '/api/posts/%zz' },
        { url: '/media/avatars/%E0%A4%A.svg' },
        { method: 'DELETE', url: '/api/admin/products/%zz' },
      ],
      400,
      'BAD_REQUEST',
    );
    await expectRefused([{ url: `/api/posts/${'a'.repeat(600)}` }], 414, 'URI_TOO_LONG');
    // Fastify's bare request for these has no `request.i18n`: the language is still the caller's, or the page's.
    const french = await ctx.app.inject({ url: '/api/posts/%zz', headers: { 'accept-language': 'fr' } });
    expect(french.json<{ error: { message: string } }>().error.message).toBe('L’adresse n’est pas une URL valide.');
    const page = await ctx.app.inject({ url: '/fr/forums/%zz' });
    expect(page.json<{ error: { message: string } }>().error.message).toBe('L’adresse n’est pas une URL valide.');
  });

  it('refuses "urn:uuid:" ids, which the uuid format accepts and PostgreSQL does not', async () => {
    const admin = await joinAs(ctx.app, ctx.database.db, 'admin');
    const urn = `urn:uuid:${UUID}`;
    await expectRefused(
      [
        { url: `/api/posts/${urn}` },
        { url: `/api/forums/${urn}/posts` },
        { url: `/api/admin/products/${urn}`, cookie: admin.cookie },
        { method: 'DELETE', url: `/api/admin/stories/${urn}`, cookie: admin.cookie },
        { method: 'PATCH', url: `/api/admin/posts/${urn}`, payload: { isPinned: true }, cookie: admin.cookie },
      ],
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses text with a NUL character, which PostgreSQL cannot store, before it reaches the database', async () => {
    const admin = await joinAs(ctx.app, ctx.database.db, 'admin');
    const member = await joinAs(ctx.app, ctx.database.db, 'member');
    const forum = await buildForum(ctx.database.db);
    const post = await buildPost(ctx.database.db, forum.id);
    await expectRefused(
      [
        { url: '/api/admin/products?q=a%00b', cookie: admin.cookie },
        { method: 'POST', url: '/api/auth/login', payload: { email: 'a\u0000@example.com', password: 'password-1' } },
        {
          method: 'POST',
          url: '/api/auth/join',
          payload: { email: 'nul@example.com', password: 'password-1', displayName: 'Ada\u0000' },
        },
        {
          method: 'POST',
          url: `/api/forums/${forum.id}/posts`,
          payload: { title: 'Hello', content: 'Nul \u0000 here' },
          cookie: member.cookie,
        },
        { method: 'POST', url: `/api/posts/${post.id}/replies`, payload: { content: '\u0000' }, cookie: member.cookie },
        {
          method: 'PUT',
          url: '/api/me/profile',
          payload: { displayName: 'A\u0000', bio: '', discipline: 'Writer' },
          cookie: member.cookie,
        },
        {
          method: 'POST',
          url: '/api/admin/artists',
          payload: { name: 'N\u0000', discipline: 'Musician', bio: 'Plays.' },
          cookie: admin.cookie,
        },
        {
          method: 'POST',
          url: '/api/admin/imports/events',
          payload: { location: 'Lagos\u0000' },
          cookie: admin.cookie,
        },
      ],
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses cursors whose dates JavaScript reads but PostgreSQL does not, and NUL in text cursors', async () => {
    const admin = await joinAs(ctx.app, ctx.database.db, 'admin');
    await expectRefused(
      [
        { url: `/api/products?cursor=${cursorOf(['1', UUID])}` },
        { url: `/api/products?cursor=${cursorOf(['May 1', UUID])}` },
        { url: `/api/products?cursor=${cursorOf(['0000-01-01T00:00:00.000Z', UUID])}` },
        { url: `/api/events?cursor=${cursorOf(['2024-99-99', UUID])}` },
        { url: `/api/events?cursor=${cursorOf(['2024-02-30', UUID])}` },
        { url: `/api/events?cursor=${cursorOf(['0000-01-01', UUID])}` },
        { url: `/api/stories?cursor=${cursorOf(['2024-01-01', '2024', UUID])}` },
        { url: `/api/artists?cursor=${cursorOf(['A\u0000', UUID])}` },
        { url: `/api/admin/events?cursor=${cursorOf(['Tue', UUID])}`, cookie: admin.cookie },
      ],
      400,
      'INVALID_CURSOR',
    );
  });

  it('refuses numbers written so large that they read as Infinity, which would skip the limits', async () => {
    const admin = await joinAs(ctx.app, ctx.database.db, 'admin');
    const forum = await buildForum(ctx.database.db);
    await expectRefused(
      [
        { url: '/api/products?limit=1e309' },
        { url: '/api/stories?limit=Infinity' },
        { url: `/api/forums/${forum.id}/posts?limit=-1e309` },
        { url: '/api/admin/artists?limit=1e400', cookie: admin.cookie },
      ],
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses the year 0000, which the date format accepts and PostgreSQL does not, and writes nothing', async () => {
    const admin = await joinAs(ctx.app, ctx.database.db, 'admin');
    await expectRefused(
      [
        {
          method: 'POST',
          url: '/api/admin/events',
          payload: { name: 'Year zero', startsAt: '0000-01-01T10:00', location: 'Lagos' },
          cookie: admin.cookie,
        },
        {
          method: 'POST',
          url: '/api/admin/stories',
          payload: { title: 'Year zero', author: 'A', date: '0000-12-31', excerpt: 'E' },
          cookie: admin.cookie,
        },
      ],
      400,
      'VALIDATION_FAILED',
    );
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      payload: { name: 'The year 1001', startsAt: '1001-01-01T10:00', location: 'Lagos' },
      headers: { cookie: admin.cookie },
    });
    expect(accepted.statusCode).toBe(201);
  });
});
