// What a link preview reads at a member's address: their name, handle and bio, never their e-mail; 404 for a
// handle nobody has.
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { fakeClientDir } from '@server/test/client-dir';
import { testDrivers } from '@server/test/database';

const PUBLIC_URL = 'https://griot.example';

describe.each(testDrivers())('member pages for crawlers on %s', (driver) => {
  const ctx = useTestApp(driver, { publicUrl: PUBLIC_URL }, { clientDir: fakeClientDir() });

  it('writes the member’s head, canonical at their handle’s own case, and no e-mail', async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member', 'zainab.secret@example.com');
    const nameProfile = (displayName: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/me/profile',
        headers: { cookie: member.cookie },
        payload: { displayName, bio: 'Paints Lagos at night.', discipline: 'Visual Artist', handle: 'Zainab' },
      });
    await nameProfile('Zainab Bello');

    const response = await ctx.app.inject({ method: 'GET', url: '/members/zainab' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('zainab.secret');
    const document = parse(response.body);
    expect(document.querySelector('title')?.text).toBe('Zainab Bello (@Zainab) | Griot community');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Paints Lagos at night.');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${PUBLIC_URL}/members/Zainab`);
    expect(document.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('profile');

    // Built at each visit: a new name shows at once, and the tag the browser held no longer matches.
    await nameProfile('Zainab B.');
    const renamed = await ctx.app.inject({
      method: 'GET',
      url: '/members/zainab',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(renamed.statusCode).toBe(200);
    expect(parse(renamed.body).querySelector('title')?.text).toBe('Zainab B. (@Zainab) | Griot community');
    const unchanged = await ctx.app.inject({
      method: 'GET',
      url: '/members/zainab',
      headers: { 'if-none-match': String(renamed.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);

    const unknown = await ctx.app.inject({ method: 'GET', url: '/members/nobody_at_all' });
    expect(unknown.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/members/not%20a%20handle' })).statusCode).toBe(404);
  });
});
