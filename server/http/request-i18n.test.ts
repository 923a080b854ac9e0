// `request.i18n`: every request is answered in English for now, from the catalogs read at start; an error
// whose message is a descriptor is answered in the request's language.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, conflict } from '@server/errors';
import { registerErrorHandling } from '@server/error-handler';
import { loadServerI18n, localeI18n, type ServerI18n } from '@server/lib/i18n/server-i18n';
import { registerRequestI18n } from './request-i18n';

const backHome = /*i18n*/ { id: 'not-found.back-home', message: 'Back to home' };
const locked = /*i18n*/ { id: 'test.locked', message: 'This {thing} is locked.' };

describe('request.i18n', () => {
  it('answers a request in English', async () => {
    const app = Fastify();
    registerRequestI18n(app, await loadServerI18n());
    app.get('/title', async (request) => ({
      title: request.i18n._(backHome),
      same: request.i18n === app.i18n.english,
    }));
    const response = await app.inject({ url: '/title' });
    expect(response.json()).toEqual({ title: 'Back to home', same: true });
    await app.close();
  });

  it('answers an error given as a descriptor in the request’s language, and keeps its English as its message', async () => {
    // A request answered in French, as the locale of an address will ask.
    const french = localeI18n('fr', { 'test.locked': 'Ce {thing} est verrouillé.' });
    const i18n: ServerI18n = { of: () => french, english: french };
    const app = Fastify();
    registerRequestI18n(app, i18n);
    registerErrorHandling(app);
    const error = conflict({ ...locked, values: { thing: 'post' } }, 'POST_LOCKED');
    expect(error).toBeInstanceOf(AppError);
    expect(error.message).toBe('This post is locked.');
    app.get('/locked', async () => {
      throw error;
    });
    const response = await app.inject({ url: '/locked' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'POST_LOCKED', message: 'Ce post est verrouillé.' } });
    await app.close();
  });
});
