// `request.i18n`: every request is answered in English for now, from the catalogs read at start.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadServerI18n } from '@server/lib/i18n/server-i18n';
import { registerRequestI18n } from './request-i18n';

describe('request.i18n', () => {
  it('answers a request in English', async () => {
    const app = Fastify();
    const i18n = await loadServerI18n();
    registerRequestI18n(app, i18n);
    const title = /*i18n*/ { id: 'not-found.back-home', message: 'Back to home' };
    app.get('/title', async (request) => ({ title: request.i18n._(title), same: request.i18n === app.i18n.english }));
    const response = await app.inject({ url: '/title' });
    expect(response.json()).toEqual({ title: 'Back to home', same: true });
    await app.close();
  });
});
