// A member's language: kept on the account, answered with the session on every device, refused when it is
// not one Griot speaks, and never set for a visitor.
import { describe, expect, it } from 'vitest';
import type { SessionState } from '@shared/schemas/auth';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

describe.each(testDrivers())('a member’s language on %s', (driver) => {
  const ctx = useTestApp(driver);
  const choose = (payload: object, cookie?: string) =>
    ctx.app.inject({ method: 'PUT', url: '/api/account/language', payload, headers: cookie ? { cookie } : {} });
  const sessionOf = async (cookie: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json<SessionState>().user;

  it('is none until chosen, then kept and answered with the session', async () => {
    const ada = await joinAs(ctx.app, ctx.database.db, 'member', 'ada@example.com');
    expect((await sessionOf(ada.cookie))?.locale).toBeNull();

    const chosen = await choose({ locale: 'yo' }, ada.cookie);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ locale: 'yo' });
    expect((await sessionOf(ada.cookie))?.locale).toBe('yo');

    expect((await choose({ locale: 'en' }, ada.cookie)).statusCode).toBe(200);
    expect((await sessionOf(ada.cookie))?.locale).toBe('en');
  });

  it('is the page’s language when the account was made on a page in another language than English', async () => {
    const join = (email: string, language: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/join',
        headers: { 'accept-language': language },
        payload: { email, password: 'a long enough passphrase' },
      });
    const french = await join('amina@example.com', 'fr');
    expect(french.statusCode, french.body).toBe(201);
    expect(french.json<SessionState>().user?.locale).toBe('fr');
    const english = await join('bola@example.com', 'en');
    expect(english.json<SessionState>().user?.locale).toBeNull();
  });

  it('refuses a language Griot does not speak, with its reason, and keeps the last choice', async () => {
    const ada = await joinAs(ctx.app, ctx.database.db, 'member', 'ada@example.com');
    await choose({ locale: 'fr' }, ada.cookie);
    for (const payload of [{ locale: 'de' }, { locale: '' }, {}, { locale: 7 }]) {
      const refused = await choose(payload, ada.cookie);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json<{ error: { message: string } }>().error.message).toMatch(/language/i);
    }
    expect((await sessionOf(ada.cookie))?.locale).toBe('fr');
  });

  it('asks a visitor to sign in', async () => {
    expect((await choose({ locale: 'fr' })).statusCode).toBe(401);
  });
});
