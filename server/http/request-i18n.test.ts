// `request.i18n`: every request is answered in English for now, from the catalogs read at start; an error
// whose message is a descriptor is answered in the request's language, and so are the HTTP layer's own.
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
  it('answers the HTTP layer’s own refusals in an API call’s language, and in English without one', async () => {
    const app = Fastify();
    registerRequestI18n(app, await loadServerI18n());
    registerErrorHandling(app);
    app.post('/api/small', { bodyLimit: 10 }, async () => ({}));
    app.get('/api/broken', async () => {
      throw new Error('a bug');
    });
    const french = { 'accept-language': 'fr', 'content-type': 'application/json' };
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/small',
      headers: french,
      payload: '{"a":"0123456789"}',
    });
    expect([tooLarge.statusCode, tooLarge.json()]).toEqual([
      413,
      { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Le contenu de la requête est trop volumineux' } },
    ]);
    const english = await app.inject({
      method: 'POST',
      url: '/api/small',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":"0123456789"}',
    });
    expect(english.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } });
    expect((await app.inject({ url: '/api/broken', headers: { 'accept-language': 'sw' } })).json()).toEqual({
      error: { code: 'INTERNAL', message: 'Hitilafu imetokea upande wetu. Tafadhali jaribu tena.' },
    });
    expect((await app.inject({ url: '/api/nowhere?x=1', headers: { 'accept-language': 'fr' } })).json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Aucune route pour GET /api/nowhere' },
    });
    expect((await app.inject({ url: '/api/nowhere' })).json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for GET /api/nowhere' },
    });
    await app.close();
  });

  it('says Vary: Accept-Language on an API answer that holds a sentence in its language, and only there', async () => {
    const app = Fastify();
    registerRequestI18n(app, await loadServerI18n());
    registerErrorHandling(app);
    app.get('/api/said', async (request, reply) => {
      reply.header('vary', 'Accept-Encoding');
      return { message: request.i18n._(backHome) };
    });
    app.get('/api/data', async () => ({ count: 3 }));
    app.get('/api/refused', async () => {
      throw conflict(locked, 'LOCKED');
    });
    app.get('/page', async (request) => ({ title: request.i18n._(backHome) }));
    const headers = { 'accept-language': 'fr' };
    const said = await app.inject({ url: '/api/said', headers });
    expect([said.json(), said.headers.vary]).toEqual([
      { message: 'Retour à l’accueil' },
      'Accept-Encoding, Accept-Language',
    ]);
    expect((await app.inject({ url: '/api/refused', headers })).headers.vary).toBe('Accept-Language');
    expect((await app.inject({ url: '/api/data', headers })).headers.vary).toBeUndefined();
    // A page is in its address's language, whatever the caller's.
    expect((await app.inject({ url: '/page', headers })).headers.vary).toBeUndefined();
    await app.close();
  });
});
